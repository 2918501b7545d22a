import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "ali-vilab/VACE-Benchmark",
      description:
        "Evaluation cases for VACE's video creation and editing tasks, including animating reference images.",
    },
    {
      id: "Rapidata/sora-video-generation-style-likert-scoring",
      description: "Human ratings, on a Likert scale, of how well generated videos match the requested visual style.",
    },
    {
      id: "BestWishYsh/ChronoMagic",
      description:
        "Captioned time-lapse videos of things that change over time, such as melting or blooming, for metamorphic video generation.",
    },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "image-to-video-input.png" },
      {
        type: "text",
        label: "Prompt (optional)",
        content: "The kite sways in the wind and climbs higher into the sky.",
      },
    ],
    outputs: [{ type: "img", filename: "image-to-video-output.png" }],
  },
  metrics: [
    {
      id: "fvd",
      description:
        "Fréchet Video Distance: how close the statistics of generated clips are to real videos; lower is better.",
    },
    {
      id: "clip_score",
      description: "How well the frames match the text prompt, measured with CLIP embeddings.",
    },
    {
      id: "lpips",
      description: "Learned perceptual similarity, here between the input image and the frames that follow it.",
    },
    {
      id: "identity_preservation",
      description:
        "Whether the subject of the input image keeps the same identity and appearance throughout the video.",
    },
    {
      id: "motion_score",
      description: "How much, and how smoothly, things move, which catches videos that are nearly still images.",
    },
  ],
  models: [
    {
      id: "Lightricks/LTX-Video-0.9.7-dev",
      description:
        "The 13B development release of LTX-Video, a fast diffusion transformer that animates images and prompts.",
    },
    {
      id: "Wan-AI/Wan2.1-VACE-14B",
      description: "Wan 2.1 VACE, one 14B model for reference-to-video, video editing and masked video generation.",
    },
    {
      id: "lllyasviel/FramePack_F1_I2V_HY_20250503",
      description:
        "FramePack F1 on HunyuanVideo: predicts frames one section at a time, so long videos fit on consumer GPUs.",
    },
    {
      id: "Lightricks/LTX-Video-0.9.7-distilled",
      description: "A distilled LTX-Video that needs only a few denoising steps, for near-real-time previews.",
    },
    {
      id: "Skywork/SkyReels-V2-I2V-14B-720P",
      description: "SkyReels V2's 14B image-to-video model at 720p, designed to extend clips to long durations.",
    },
    {
      id: "tencent/HunyuanVideo-I2V",
      description: "The image-to-video version of Tencent's HunyuanVideo, animating a still into a high-quality clip.",
    },
    {
      id: "Wan-AI/Wan2.1-I2V-14B-720P",
      description: "Wan 2.1's 14B image-to-video model at 720p in its original format, a strong open baseline.",
    },
    {
      id: "Wan-AI/Wan2.1-I2V-14B-720P-Diffusers",
      description: "The same Wan 2.1 image-to-video model packaged for the diffusers library.",
    },
  ],
  spaces: [
    {
      id: "Lightricks/ltx-video-distilled",
      description: "Animates an image or a prompt in seconds with the distilled LTX-Video.",
    },
    { id: "linoyts/FramePack-F1", description: "Turns a picture into a long video with FramePack F1." },
    { id: "lisonallen/framepack-i2v", description: "Another FramePack image-to-video demo with adjustable length." },
    { id: "multimodalart/wan2-1-fast", description: "Fast image-to-video generation with Wan 2.1." },
    {
      id: "multimodalart/stable-video-diffusion",
      description: "Animates a still image into a short clip with Stable Video Diffusion.",
    },
  ],
  summary:
    "Image-to-video models bring a still image to life: the picture becomes the first frame of a short clip, and an optional text prompt says what should move and how. The subject and style of the input are kept while motion, camera moves and physics are added. It is used to animate product shots, illustrations and storyboards.",
  widgetModels: [],
};

export default taskData;
