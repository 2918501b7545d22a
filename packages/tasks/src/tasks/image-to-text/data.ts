import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "red_caps",
      description:
        "About 12 million images with captions written by people on Reddit, varied and conversational in tone.",
    },
    {
      id: "datasets/conceptual_captions",
      description:
        "Around 3.3 million web images with cleaned-up alt-text captions from Google, a standard captioning corpus.",
    },
  ],
  demo: {
    inputs: [{ type: "img", filename: "image-to-text-input.png" }],
    outputs: [
      {
        type: "text",
        label: "Detailed description",
        content: "A red sailboat with two white sails floats on calm blue water under a bright yellow sun.",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "allenai/olmOCR-7B-0725",
      description:
        "A Qwen2.5-VL model fine-tuned to turn images of PDF pages into clean, readable text, tables and equations included.",
    },
    {
      id: "fancyfeast/llama-joycaption-beta-one-hf-llava",
      description:
        "JoyCaption, an open captioning model that writes detailed descriptions in many styles, popular for captioning training data.",
    },
  ],
  spaces: [
    {
      id: "multimodalart/OmniSVG-3B",
      description: "Generates SVG vector graphics from an image or a description with OmniSVG.",
    },
    {
      id: "numind/NuMarkdown-8B-Thinking",
      description: "Converts document images into Markdown with a model that reasons about the layout first.",
    },
    {
      id: "fancyfeast/joy-caption-beta-one",
      description: "Caption any image with JoyCaption, choosing the length and style of the description.",
    },
  ],
  summary:
    "Image-to-text models turn an image into text. The classic case is captioning, a sentence describing the picture, but optical character recognition, which transcribes the writing in an image, belongs here too. Captions make images searchable and accessible through alt text, and OCR digitises scanned documents.",
  widgetModels: ["Salesforce/blip-image-captioning-large"],
  youtubeId: "",
};

export default taskData;
