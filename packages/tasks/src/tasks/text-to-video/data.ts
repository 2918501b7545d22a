import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "iejMac/CLIP-MSR-VTT",
      description: "MSR-VTT video clips with their captions and precomputed CLIP embeddings, for text–video alignment.",
    },
    {
      id: "quchenyuan/UCF101-ZIP",
      description: "UCF101, 13,000 short clips of 101 human actions, a common benchmark for video generation quality.",
    },
    { id: "nateraw/kinetics", description: "Kinetics YouTube clips of people performing hundreds of actions." },
    {
      id: "HuggingFaceM4/something_something_v2",
      description:
        "Something-Something v2: crowd-sourced clips of people doing simple things with everyday objects, rich in motion detail.",
    },
    {
      id: "HuggingFaceM4/webvid",
      description: "WebVid: millions of stock footage clips with captions, widely used to pre-train video generators.",
    },
    {
      id: "iejMac/CLIP-DiDeMo",
      description: "DiDeMo video moments with their descriptions and precomputed CLIP embeddings.",
    },
  ],
  demo: {
    inputs: [
      { type: "text", label: "Input", content: "A red hot-air balloon rises slowly over green hills at sunrise." },
    ],
    outputs: [{ type: "img", filename: "text-to-video-output.png" }],
  },
  metrics: [
    { id: "is", description: "Inception Score of the generated frames: rewards clear and varied content." },
    {
      id: "fid",
      description: "Fréchet Inception Distance between generated and real frames; lower means more realistic frames.",
    },
    {
      id: "fvd",
      description:
        "Fréchet Video Distance: like FID but on video features, so motion quality counts too; lower is better.",
    },
    {
      id: "clipsim",
      description: "The average CLIP similarity between the prompt and the generated frames.",
    },
  ],
  models: [
    {
      id: "tencent/HunyuanVideo",
      description: "A 13B open video generator with strong motion and image quality.",
    },
    {
      id: "Lightricks/LTX-Video",
      description: "LTX-Video, a diffusion transformer fast enough to generate video in about real time on a good GPU.",
    },
    {
      id: "nvidia/Cosmos-1.0-Diffusion-7B-Text2World",
      description:
        "A world foundation model from NVIDIA that generates physically plausible videos of scenes, made for robotics and driving simulation.",
    },
    {
      id: "Lightricks/LTX-Video-0.9.8-13B-distilled",
      description: "A distilled 13B LTX-Video that makes longer clips in few steps.",
    },
  ],
  spaces: [
    { id: "VideoCrafter/VideoCrafter", description: "Generate short videos from text with VideoCrafter." },
    { id: "Wan-AI/Wan2.1", description: "The official Wan 2.1 demo for text-to-video and image-to-video." },
    {
      id: "Pyramid-Flow/pyramid-flow",
      description: "Pyramid Flow, an efficient flow-matching model that builds videos from coarse to fine.",
    },
  ],
  summary:
    "Text-to-video models generate a short video clip from a written prompt that describes the scene, the action and often the camera movement. They extend image diffusion models with a time dimension so that objects move consistently across frames. Uses include storyboards, social media clips, advertising and simulation data.",
  widgetModels: ["Wan-AI/Wan2.2-TI2V-5B"],
};

export default taskData;
