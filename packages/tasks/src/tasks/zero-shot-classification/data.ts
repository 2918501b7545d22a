import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "nyu-mll/glue",
      description:
        "GLUE, the English understanding benchmark whose entailment tasks (MNLI, RTE, WNLI) measure the inference skill zero-shot classifiers rely on.",
    },
    {
      id: "nyu-mll/multi_nli",
      description:
        "MultiNLI, about 433,000 sentence pairs from ten genres labelled entailment, neutral or contradiction; the data most NLI-based zero-shot models learn from.",
    },
    {
      id: "fever/fever",
      description:
        "FEVER, claims checked against Wikipedia and labelled supported, refuted or not enough information, often added to NLI training for more robust zero-shot models.",
    },
  ],
  demo: {
    inputs: [
      {
        type: "text",
        label: "Text",
        content: "My order arrived with a cracked screen and I would like my money back.",
      },
      { type: "text", label: "Candidate labels", content: "refund, legal, faq" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "refund", score: 0.92 },
          { label: "faq", score: 0.05 },
          { label: "legal", score: 0.03 },
        ],
      },
    ],
  },
  isPlaceholder: false,
  metrics: [],
  models: [
    {
      id: "facebook/bart-large-mnli",
      description:
        "BART large trained on MultiNLI, the classic model behind the zero-shot classification pipeline; accurate on English, but it runs once per label.",
    },
    {
      id: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0",
      description:
        "ModernBERT large trained for zero-shot classification on a mix of NLI and classification data; faster than BART with a longer context.",
    },
    {
      id: "knowledgator/gliclass-modern-base-v2.0-init",
      description:
        "A GLiClass model on a ModernBERT base that scores all candidate labels in a single pass, so it stays fast when there are many labels.",
    },
  ],
  spaces: [],
  summary:
    "Zero-shot classification sorts a text into categories that you name at call time, with no training on those categories. Most models treat each candidate label as a hypothesis, such as 'This text is about refunds.', and use natural language inference to score how strongly the text supports it. It is handy for routing tickets, tagging content, or prototyping a classifier before you have labelled data.",
  widgetModels: ["facebook/bart-large-mnli"],
};

export default taskData;
