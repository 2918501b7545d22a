import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "imagenet-1k",
      description:
        "About 1.28 million training photos across 1,000 classes; the usual dataset for pre-training and evaluating image backbones.",
    },
  ],
  demo: {
    inputs: [{ type: "img", filename: "image-feature-extraction-input.png" }],
    outputs: [
      {
        type: "tabular",
        table: [
          ["Dimension", "Value"],
          ["0", "0.0213"],
          ["1", "-0.1447"],
          ["2", "0.3081"],
          ["3", "-0.0562"],
          ["…", "…"],
          ["1023", "0.0917"],
        ],
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "timm/vit_large_patch14_dinov2.lvd142m",
      description:
        "DINOv2 ViT-L/14, trained without labels on 142 million curated images; its features work well for retrieval, clustering and linear probes.",
    },
    {
      id: "nvidia/MambaVision-T-1K",
      description:
        "A small hybrid backbone mixing Mamba state-space blocks with attention, giving good ImageNet-1k features at high throughput.",
    },
    {
      id: "facebook/dino-vitb16",
      description:
        "A self-supervised DINO ViT-B/16 whose features separate objects well, popular for nearest-neighbour search.",
    },
    {
      id: "apple/aimv2-large-patch14-336-distilled",
      description:
        "AIMv2, a vision encoder pre-trained by generating image patches and text, here a distilled large version at 336 pixels.",
    },
    {
      id: "OpenGVLab/InternViT-6B-448px-V1-2",
      description:
        "A 6-billion-parameter vision encoder from the InternVL family, for rich features when compute is not a constraint.",
    },
  ],
  spaces: [
    {
      id: "timm/leaderboard",
      description: "Compares timm backbones by accuracy, speed and size, handy when choosing a feature extractor.",
    },
  ],
  summary:
    "Image feature extraction turns an image into a vector of numbers, an embedding, that captures what it shows. Similar images get nearby vectors, so embeddings power image search, deduplication, clustering and recommendation. They are also the input for small classifiers trained on top of a frozen backbone.",
  widgetModels: [],
};

export default taskData;
