import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "liuhaotian/LLaVA-Instruct-150K",
      description:
        "Visual instruction-following conversations about COCO images, the data that taught LLaVA to chat about pictures.",
    },
    {
      id: "DAMO-NLP-SG/multimodal_textbook",
      description:
        "An interleaved corpus of images and text distilled from instructional videos, for pre-training on textbook-like material.",
    },
    {
      id: "HuggingFaceM4/the_cauldron",
      description:
        "Fifty vision-language datasets converted to one question–answer format, ready for fine-tuning general assistants.",
    },
    {
      id: "HuggingFaceM4/WebSight",
      description:
        "Synthetic website screenshots paired with their HTML code, for teaching models to turn designs into code.",
    },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "image-text-to-text-input.png" },
      {
        type: "text",
        label: "Text Prompt",
        content: "How many apples are on the plate, and what else is on the table?",
      },
    ],
    outputs: [
      {
        type: "text",
        label: "Answer",
        content:
          "There are three red apples on the plate. A yellow banana lies on the wooden table to the right of the plate.",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "HuggingFaceTB/SmolVLM-Instruct",
      description: "A 2B vision-language model that is cheap to run and fine-tune, good for laptops and edge devices.",
    },
    {
      id: "zai-org/GLM-4.5V",
      description:
        "A large mixture-of-experts vision-language model with an optional thinking mode, strong on charts, documents, video and GUI tasks.",
    },
    {
      id: "rednote-hilab/dots.ocr",
      description:
        "A compact model that parses whole document pages, detecting the layout and transcribing text, tables and formulas in many languages.",
    },
    {
      id: "Qwen/Qwen2.5-VL-3B-Instruct",
      description:
        "A 3B Qwen2.5-VL model that reads documents and charts and can point at objects with bounding boxes.",
    },
    {
      id: "microsoft/Magma-8B",
      description:
        "A multimodal agent model that answers questions about images and also plans actions for user interfaces and robots.",
    },
  ],
  spaces: [
    {
      id: "opencompass/open_vlm_leaderboard",
      description: "Ranks open and closed vision-language models on a broad set of benchmarks.",
    },
    {
      id: "sergiopaniego/vlm_object_understanding",
      description: "Shows vision-language models locating and describing objects in an image you provide.",
    },
    {
      id: "prithivMLmods/Multimodal-OCR",
      description: "Runs several vision-language models to transcribe text from images and documents.",
    },
  ],
  summary:
    "Image-text-to-text models, also called vision-language models, read one or more images together with a text prompt and write a text answer. They describe scenes, answer questions, read documents and charts, and follow instructions about what they see, usually in a chat format. Most pair an image encoder with a large language model.",
  widgetModels: ["zai-org/GLM-4.5V"],
  youtubeId: "IoGaGfU1CIg",
};

export default taskData;
