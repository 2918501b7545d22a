import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "VIDIT",
      description:
        "Synthetic scenes rendered under many light directions and colour temperatures, for training and evaluating relighting.",
    },
    {
      id: "huggan/CelebA-faces",
      description: "Celebrity face photos, a common playground for face generation and editing models.",
    },
    {
      id: "Spawning/PD12M",
      description:
        "About 12 million public-domain images with captions, a rights-friendly source for training image models.",
    },
  ],
  demo: {
    inputs: [{ type: "img", filename: "image-to-image-input.png" }],
    outputs: [{ type: "img", filename: "image-to-image-output.png" }],
  },
  metrics: [
    {
      id: "PSNR",
      description:
        "Peak signal-to-noise ratio: pixel-level fidelity to a reference image in decibels; higher is closer.",
    },
    {
      id: "SSIM",
      description:
        "Structural similarity: compares local brightness, contrast and structure with a reference, closer to human judgement than PSNR.",
    },
    {
      id: "IS",
      description:
        "Inception Score: rates generated images for recognisable content and variety using an ImageNet classifier.",
    },
  ],
  models: [
    {
      id: "fal/AuraSR-v2",
      description: "A GAN-based upscaler that enlarges images four times while adding plausible detail.",
    },
    {
      id: "black-forest-labs/FLUX.1-Kontext-dev",
      description:
        "A 12B FLUX model that edits an image from a plain-language instruction while keeping the rest of the picture intact.",
    },
    {
      id: "yisol/IDM-VTON",
      description: "Virtual try-on: dresses the person in one photo with the garment shown in another.",
    },
    {
      id: "kontext-community/relighting-kontext-dev-lora-v3",
      description: "A LoRA for FLUX.1 Kontext that changes the lighting of an existing photo from a text description.",
    },
    {
      id: "black-forest-labs/FLUX.1-Fill-dev",
      description: "FLUX for inpainting and outpainting: fills a masked area or extends the canvas following a prompt.",
    },
    {
      id: "black-forest-labs/FLUX.1-Depth-dev-lora",
      description:
        "A LoRA that makes FLUX.1 dev follow the depth map of an input image, keeping its composition while restyling it.",
    },
  ],
  spaces: [
    {
      id: "black-forest-labs/FLUX.1-Kontext-Dev",
      description: "Upload a picture and describe the change you want; FLUX.1 Kontext applies it.",
    },
    {
      id: "lllyasviel/iclight-v2-vary",
      description: "IC-Light v2: relights a subject to match a new background or lighting description.",
    },
    {
      id: "jasperai/Flux.1-dev-Controlnet-Upscaler",
      description: "Upscales low-resolution images with a FLUX.1 dev ControlNet.",
    },
  ],
  summary:
    "Image-to-image models take an image and return a transformed one: sharper, restyled, relit, edited following an instruction, or with a region filled in. Many are diffusion models conditioned on the input picture and often also on a text prompt. Typical uses are upscaling old photos, retouching, product mock-ups and turning sketches into finished art.",
  widgetModels: ["Qwen/Qwen-Image"],
  youtubeId: "",
};

export default taskData;
