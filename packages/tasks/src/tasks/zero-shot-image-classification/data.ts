import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  // The hub lists a single blank dataset entry for this task, i.e. none; any labelled image set serves.
  datasets: [],
  demo: {
    inputs: [
      { type: "img", filename: "zero-shot-image-classification-input.png" },
      { type: "text", label: "Classes", content: "cat, dog, llama" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "llama", score: 0.94 },
          { label: "dog", score: 0.04 },
          { label: "cat", score: 0.02 },
        ],
      },
    ],
  },
  metrics: [
    {
      id: "top-K accuracy",
      description: "The share of images whose correct class is among the K labels the model ranks highest.",
    },
  ],
  models: [
    {
      id: "visheratin/mexma-siglip",
      description:
        "Pairs the multilingual MEXMA text encoder with a SigLIP image encoder, so labels can be written in many languages.",
    },
    {
      id: "google/siglip2-base-patch16-224",
      description:
        "SigLIP 2 base: an image–text model with better localisation and multilingual labels than the first SigLIP.",
    },
    {
      id: "intfloat/mmE5-mllama-11b-instruct",
      description: "mmE5, a multimodal embedding model built on Llama 3.2 Vision 11B for matching images and text.",
    },
    {
      id: "jinaai/jina-clip-v2",
      description:
        "A multilingual CLIP-style model whose embeddings can be truncated to smaller sizes to save storage.",
    },
    {
      id: "microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224",
      description:
        "A CLIP model trained on figure–caption pairs from biomedical papers, for classifying medical images.",
    },
  ],
  spaces: [
    {
      id: "pharma/CLIP-Interrogator",
      description: "Finds a text prompt that describes an image by ranking candidate phrases with CLIP.",
    },
    {
      id: "merve/compare_clip_siglip",
      description: "Compares CLIP and SigLIP scores for the same image and candidate labels.",
    },
  ],
  summary:
    "Zero-shot image classification sorts an image into classes that you name at inference time, with no training on those classes. Models trained on image–caption pairs, such as CLIP and SigLIP, score how well the image matches a text for each candidate label. It lets you build a classifier in minutes and change its categories whenever you need.",
  widgetModels: ["google/siglip-so400m-patch14-224"],
  youtubeId: "",
};

export default taskData;
