import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "timbrooks/instructpix2pix-clip-filtered",
      description:
        "Image pairs with the written edit that turns one into the other, filtered with CLIP for edits that match.",
    },
    {
      id: "osunlp/MagicBrush",
      description: "Real photos edited by hand, one or several turns each, with the instruction given for every turn.",
    },
    {
      id: "facebook/emu_edit_test_set",
      description:
        "A benchmark of source images and instructions covering seven kinds of edit, from adding objects to restyling.",
    },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "image-to-image-output.png" },
      { type: "text", label: "Instruction", content: "Make it a snowy winter night." },
    ],
    outputs: [{ type: "img", filename: "image-text-to-image-output.png" }],
  },
  metrics: [
    {
      id: "FID",
      description:
        "Fréchet Inception Distance between edited and real images: lower means the edits look more natural.",
    },
    {
      id: "CLIP",
      description: "Agreement between the edited image and the instruction, scored with CLIP embeddings.",
    },
    {
      id: "LPIPS",
      description:
        "Perceptual distance to the source image, which should stay small outside the part the instruction changes.",
    },
  ],
  models: [
    {
      id: "black-forest-labs/FLUX.2-dev",
      description: "A 32B open-weight generator that edits with several reference images and a prompt at once.",
    },
    {
      id: "Qwen/Qwen-Image-Edit-2509",
      description: "Qwen-Image tuned for instruction edits, good at changing text in pictures and combining images.",
    },
    {
      id: "black-forest-labs/FLUX.1-Kontext-dev",
      description: "A 12B model that edits an image in context, keeping characters consistent over several edits.",
    },
    {
      id: "stepfun-ai/Step1X-Edit",
      description: "An editing model that reads the instruction with a multimodal language model before generating.",
    },
    {
      id: "timbrooks/instruct-pix2pix",
      description: "The early Stable Diffusion model trained to follow edit instructions, small and quick to run.",
    },
  ],
  spaces: [
    {
      id: "black-forest-labs/FLUX.2-dev",
      description: "Edits or combines uploaded images from a prompt with FLUX.2.",
    },
    {
      id: "Qwen/Qwen-Image-Edit",
      description: "Upload a picture and describe the change to have Qwen-Image-Edit make it.",
    },
    {
      id: "black-forest-labs/FLUX.1-Kontext-Dev",
      description: "Step-by-step image editing with FLUX.1 Kontext.",
    },
    {
      id: "timbrooks/instruct-pix2pix",
      description: "The original InstructPix2Pix demo with adjustable image and text guidance.",
    },
  ],
  summary:
    "Image-text-to-image models edit a picture by following a written instruction, such as 'put a hat on the dog' or 'make it look like a watercolour'. The output keeps what the instruction does not mention and changes what it does. Some models also take several reference images and combine them.",
  widgetModels: ["black-forest-labs/FLUX.2-dev"],
};

export default taskData;
