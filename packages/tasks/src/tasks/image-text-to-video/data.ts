import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "nkp37/OpenVid-1M",
      description: "About a million captioned high-quality video clips for training text- and image-guided generators.",
    },
    {
      id: "ali-vilab/VACE-Benchmark",
      description: "Test cases for VACE, among them reference images to animate under a written prompt.",
    },
    {
      id: "BestWishYsh/ChronoMagic",
      description: "Captioned time-lapse clips, useful for checking that a prompt's change over time really happens.",
    },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "image-to-video-input.png" },
      { type: "text", label: "Prompt", content: "The camera slowly moves in on the kite." },
    ],
    outputs: [{ type: "img", filename: "image-text-to-video-output.png" }],
  },
  metrics: [
    {
      id: "fvd",
      description: "Fréchet Video Distance to real footage; lower means motion and frames look more real.",
    },
    {
      id: "clipsim",
      description: "Average CLIP similarity between the frames and the prompt; higher means the prompt was followed.",
    },
  ],
  models: [
    {
      id: "Lightricks/LTX-Video",
      description: "A fast diffusion transformer that turns an image and a prompt into a clip in real time on one GPU.",
    },
    {
      id: "Wan-AI/Wan2.2-TI2V-5B",
      description: "A 5B Wan 2.2 model that takes a prompt with or without a starting image and renders 720p video.",
    },
    {
      id: "Wan-AI/Wan2.1-I2V-14B-480P",
      description: "Wan 2.1's 14B model that animates an image at 480p, steered by a text prompt.",
    },
    {
      id: "THUDM/CogVideoX-5b-I2V",
      description: "CogVideoX conditioned on a first frame, producing six-second clips from an image and a prompt.",
    },
  ],
  spaces: [
    {
      id: "Lightricks/ltx-video-distilled",
      description: "Animates an uploaded image from a prompt within seconds.",
    },
    {
      id: "multimodalart/wan2-1-fast",
      description: "Quick Wan 2.1 image animation with a prompt and a few settings.",
    },
  ],
  summary:
    "Image-text-to-video models make a short clip from a starting picture and a prompt that says what should happen. The image fixes the subject, setting and style; the prompt sets the motion, the action and the camera. They are used to animate stills, storyboards and product shots.",
  widgetModels: ["Lightricks/LTX-Video"],
};

export default taskData;
