import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "cifar100",
      description:
        "60,000 small colour photos in 100 classes grouped into 20 superclasses; quick to train on and a common benchmark.",
    },
    {
      id: "fashion_mnist",
      description:
        "70,000 greyscale 28×28 pictures of clothing in 10 classes, a harder drop-in replacement for handwritten digits.",
    },
  ],
  demo: {
    inputs: [{ type: "img", filename: "image-classification-input.png" }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "tabby cat", score: 0.72 },
          { label: "tiger cat", score: 0.18 },
          { label: "Egyptian cat", score: 0.06 },
          { label: "lynx", score: 0.02 },
        ],
      },
    ],
  },
  metrics: [
    { id: "accuracy", description: "The share of images whose predicted label is the correct one." },
    {
      id: "recall",
      description: "Of all images that truly belong to a class, the share the model labels with that class.",
    },
    {
      id: "precision",
      description: "Of all images the model puts in a class, the share that really belong to it.",
    },
    {
      id: "f1",
      description: "The harmonic mean of precision and recall, useful when classes are unevenly represented.",
    },
  ],
  models: [
    {
      id: "google/vit-base-patch16-224",
      description:
        "The original Vision Transformer, pre-trained on ImageNet-21k and fine-tuned on ImageNet-1k; a solid, widely supported baseline.",
    },
    {
      id: "facebook/deit-base-distilled-patch16-224",
      description:
        "DeiT, a Vision Transformer trained on ImageNet-1k alone with a distillation token, showing transformers can be trained data-efficiently.",
    },
    {
      id: "facebook/convnext-large-224",
      description:
        "ConvNeXt, a convolutional network modernised with transformer-era design choices; accurate on ImageNet-1k and fast on GPUs.",
    },
  ],
  spaces: [
    {
      id: "timm/leaderboard",
      description:
        "Compares hundreds of timm image models by ImageNet accuracy, speed and size to help pick a backbone.",
    },
  ],
  summary:
    "Image classification gives a whole image one label, or a ranked list of labels with confidence scores, from a fixed set of classes. Models pre-trained on large collections like ImageNet can be fine-tuned to new classes with a few hundred examples per class. It sorts product photos, flags defective parts, tags medical scans and filters unwanted content.",
  widgetModels: ["google/vit-base-patch16-224"],
  youtubeId: "tjAIM7BOYhw",
};

export default taskData;
