import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "suimu/VIRESET",
      description:
        "Videos with per-instance masks and captions, for training and testing edits of one object in a clip.",
    },
    {
      id: "zhangsh2001/LongV-EVAL",
      description: "Long clips and prompts for judging how well generated or edited video holds together over time.",
    },
    {
      id: "Iceclear/SeedVR_VideoDemos",
      description: "Before-and-after clips from the SeedVR restoration models, handy for eyeballing upscalers.",
    },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "text-to-video-output.png" },
      { type: "text", label: "Prompt", content: "Redraw the clip as a pencil sketch on paper." },
    ],
    outputs: [{ type: "img", filename: "video-to-video-output.png" }],
  },
  metrics: [
    {
      id: "fvd",
      description: "Fréchet Video Distance to real footage; lower means the output looks and moves more like video.",
    },
    {
      id: "PSNR",
      description: "Pixel-level fidelity to a clean reference clip, for restoration and upscaling; higher is better.",
    },
    {
      id: "clipsim",
      description: "Mean CLIP similarity between output frames and the edit prompt; higher means the edit was applied.",
    },
  ],
  models: [
    {
      id: "decart-ai/Lucy-Edit-Dev",
      description: "Edits clothing, characters, objects and scenery in a clip from a text instruction.",
    },
    {
      id: "ByteDance-Seed/SeedVR2-3B",
      description: "Restores and upscales video in a single diffusion step, so long clips stay affordable.",
    },
    {
      id: "nvidia/Cosmos-Transfer2.5-2B",
      description: "Re-renders a clip from control signals such as edges, depth or segmentation, for world simulation.",
    },
    {
      id: "numz/SeedVR2_comfyUI",
      description: "SeedVR2 weights packaged for ComfyUI video upscaling workflows.",
    },
    {
      id: "LeoLau/Shape-for-Motion",
      description: "Edits a video through a 3D mesh of its subject, so changes stay consistent from frame to frame.",
    },
  ],
  spaces: [
    {
      id: "decart-ai/lucy-edit-dev",
      description: "Upload a clip and type the change to see Lucy Edit apply it.",
    },
    {
      id: "ByteDance-Seed/SeedVR2-3B",
      description: "Restores and upscales a short uploaded video with SeedVR2.",
    },
  ],
  summary:
    "Video-to-video models take a clip and return a changed clip with the same timing and motion. The change can be a new style, a sharper or larger picture, smoother motion, or an edit to one object, often described in a text prompt. The hard part is keeping every frame consistent with its neighbours.",
  widgetModels: [],
};

export default taskData;
