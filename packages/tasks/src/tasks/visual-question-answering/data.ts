import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "Graphcore/vqa",
      description:
        "VQA v2: open-ended questions about COCO images, balanced so that looking at the image is necessary.",
    },
    {
      id: "facebook/textvqa",
      description: "TextVQA: questions that can only be answered by reading the text that appears in the image.",
    },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "visual-question-answering-input.png" },
      { type: "text", label: "Question", content: "How many dogs are in the picture?" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "2", score: 0.93 },
          { label: "3", score: 0.04 },
          { label: "1", score: 0.02 },
        ],
      },
    ],
  },
  metrics: [
    {
      id: "accuracy",
      description:
        "The share of questions answered correctly; VQA counts an answer as right when enough annotators gave it.",
    },
    {
      id: "wu-palmer similarity",
      description:
        "WUPS gives partial credit to answers close in meaning to the reference, measured on the WordNet hierarchy.",
    },
  ],
  models: [
    {
      id: "google/deplot",
      description:
        "DePlot turns a chart or plot into a data table, so a language model can then answer questions about it.",
    },
    {
      id: "google/matcha-base",
      description:
        "MatCha, a Pix2Struct model pre-trained on chart rendering and math reasoning, a base for chart questions.",
    },
    {
      id: "google/pix2struct-ocrvqa-large",
      description: "Pix2Struct fine-tuned to answer questions about book covers, such as their title or author.",
    },
  ],
  spaces: [
    {
      id: "merve/pix2struct",
      description: "Ask questions about images and documents with several Pix2Struct checkpoints.",
    },
    { id: "nielsr/vilt-vqa", description: "Ask short questions about a photo with the ViLT model." },
    { id: "Salesforce/BLIP", description: "Caption an image or ask a question about it with BLIP." },
    {
      id: "vumichien/Img2Prompt",
      description: "Answers questions about images by describing them as prompts for a large language model.",
    },
  ],
  summary:
    "Visual question answering answers a natural-language question about an image, for example how many people there are or what colour a car is. Classic models pick the answer from a fixed list of frequent answers and return a score for each candidate. It helps blind and low-vision users, supports image search and lets people query charts and screenshots.",
  widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
  youtubeId: "",
};

export default taskData;
