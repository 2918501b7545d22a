import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "cifar100",
      description:
        "60,000 small 32×32 photos in 100 classes; cheap to train on, so common for testing generative models.",
    },
    {
      id: "CelebA",
      description: "About 200,000 celebrity face photos with 40 attribute labels, a classic set for face generation.",
    },
  ],
  demo: {
    inputs: [
      { type: "text", label: "Seed", content: "42" },
      { type: "text", label: "How many images", content: "4" },
    ],
    outputs: [{ type: "img", filename: "unconditional-image-generation-output.png" }],
  },
  metrics: [
    {
      id: "Inception score (IS)",
      description: "Scores generated samples for being recognisable and varied, using an ImageNet classifier.",
    },
    {
      id: "Frećhet Inception Distance (FID)",
      description: "Compares the feature statistics of generated and real images; lower means closer to the real data.",
    },
  ],
  models: [
    {
      id: "google/ddpm-cifar10-32",
      description:
        "The original denoising diffusion model (DDPM) trained on CIFAR-10 at 32×32, small and quick to sample.",
    },
    {
      id: "google/ddpm-celebahq-256",
      description: "A DDPM trained on CelebA-HQ that generates 256×256 faces of people who do not exist.",
    },
  ],
  spaces: [
    {
      id: "CompVis/celeba-latent-diffusion",
      description: "Samples new faces with a latent diffusion model trained on CelebA-HQ.",
    },
  ],
  summary:
    "Unconditional image generation creates new images that look like those of a training set, without any prompt or input image. Each sample starts from random noise, so a fixed seed reproduces the same image. It is used to study generative models, produce synthetic data and learn the look of a narrow domain such as faces or textures.",
  widgetModels: [],
  youtubeId: "",
};

export default taskData;
