import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "HuggingFaceM4/Docmatix",
      description:
        "Millions of question–answer pairs generated over real PDF pages, large enough to fine-tune vision-language models for document questions.",
    },
    {
      id: "eliolio/docvqa",
      description:
        "DocVQA: questions about scanned business documents whose answers are spans of the document text; the standard benchmark for the task.",
    },
  ],
  demo: {
    inputs: [
      { type: "text", label: "Question", content: "What is the total amount due?" },
      { type: "img", filename: "document-question-answering-input.png" },
    ],
    outputs: [{ type: "text", label: "Answer", content: "$1,254.00" }],
  },
  metrics: [
    {
      id: "anls",
      description:
        "Average Normalized Levenshtein Similarity: scores each answer by its edit distance to the reference, so small reading slips still earn partial credit.",
    },
    {
      id: "exact-match",
      description: "The share of answers that are character-for-character identical to a reference answer.",
    },
  ],
  models: [
    {
      id: "impira/layoutlm-document-qa",
      description:
        "LayoutLM fine-tuned to answer questions from OCR words and their positions on the page; a light, dependable starting point.",
    },
    {
      id: "impira/layoutlm-invoices",
      description:
        "A LayoutLM variant tuned on invoices and similar business paperwork, good at pulling totals, dates and numbers.",
    },
    {
      id: "microsoft/udop-large",
      description:
        "UDOP, one encoder-decoder that models text, layout and pixels together and handles many document understanding tasks.",
    },
    {
      id: "google/pix2struct-docvqa-large",
      description: "Pix2Struct fine-tuned on DocVQA; it reads the page image directly, so no OCR step is needed.",
    },
  ],
  spaces: [
    {
      id: "impira/docquery",
      description: "Upload a PDF or a picture of a document and ask questions about it in plain language.",
    },
    {
      id: "impira/invoices",
      description: "Pulls fields such as totals and due dates out of invoices by asking questions.",
    },
    {
      id: "merve/compare_docvqa_models",
      description: "Asks the same question to several document models side by side so you can compare their answers.",
    },
  ],
  summary:
    "Document question answering takes an image of a document, such as an invoice, form or report, together with a question, and returns the answer found in it. Models combine the words on the page with their layout, so they can tell a total from a subtotal. It automates data entry and lets people search paperwork by asking questions instead of reading it.",
  widgetModels: ["impira/layoutlm-invoices"],
  youtubeId: "",
};

export default taskData;
