import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "red_caps",
      description: "About 12 million Reddit images with the captions people wrote for them.",
    },
    {
      id: "conceptual_captions",
      description: "Around 3.3 million web images with cleaned alt-text captions, a classic image–text training set.",
    },
    {
      id: "Spawning/PD12M",
      description:
        "About 12 million public-domain images with captions, for training generators on openly licensed data.",
    },
  ],
  demo: {
    inputs: [
      {
        type: "text",
        label: "Input",
        content: "A red-and-white striped lighthouse on a rocky shore at sunset, flat vector illustration",
      },
    ],
    outputs: [{ type: "img", filename: "text-to-image-output.png" }],
  },
  metrics: [
    {
      id: "IS",
      description: "Inception Score: higher when each image is clearly recognisable and the set as a whole is varied.",
    },
    {
      id: "FID",
      description:
        "Fréchet Inception Distance: compares feature statistics of generated and real images; lower means more realistic.",
    },
    {
      id: "R-Precision",
      description: "How often the prompt that produced an image is retrieved as its best match among other captions.",
    },
  ],
  models: [
    {
      id: "black-forest-labs/FLUX.1-Krea-dev",
      description: "FLUX.1 dev tuned with Krea for natural, photographic aesthetics that avoid the typical AI look.",
    },
    {
      id: "Qwen/Qwen-Image",
      description:
        "A 20B diffusion model that is especially good at rendering legible text, including Chinese, in images.",
    },
    {
      id: "ByteDance/SDXL-Lightning",
      description: "SDXL distilled to produce high-quality 1024-pixel images in one to eight steps.",
    },
    {
      id: "ByteDance/Hyper-SD",
      description: "Distilled LoRAs that let several Stable Diffusion and FLUX models generate in very few steps.",
    },
  ],
  spaces: [
    {
      id: "stabilityai/stable-diffusion-3-medium",
      description: "Generate images from prompts with Stable Diffusion 3 Medium.",
    },
    { id: "jbilcke-hf/ai-comic-factory", description: "Writes and draws a whole comic page from a short idea." },
    { id: "multimodalart/flux-lora-lab", description: "Mix and weight several FLUX LoRAs to combine styles." },
    {
      id: "latent-consistency/lcm-lora-for-sdxl",
      description: "Fast SDXL generation in a handful of steps with a latent consistency LoRA.",
    },
    { id: "multimodalart/LoraTheExplorer", description: "Browse a gallery of community LoRAs and try each one." },
    {
      id: "ArtGAN/Stable-Diffusion-ControlNet-WebUI",
      description: "Guide Stable Diffusion with ControlNet inputs such as edges, poses or depth maps.",
    },
    { id: "InstantX/InstantID", description: "Create images of a person in new styles from a single face photo." },
  ],
  summary:
    "Text-to-image models create an image from a written description, the prompt. Most are diffusion models that start from noise and refine it step by step towards a picture that matches the text. They are used for illustration, concept art, marketing visuals, product mock-ups and synthetic training data.",
  widgetModels: ["black-forest-labs/FLUX.1-dev"],
  youtubeId: "",
};

export default taskData;
