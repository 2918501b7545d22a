import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "wikipedia",
      description:
        "Cleaned Wikipedia articles in many languages, a core part of the pre-training text of BERT-style masked language models.",
    },
    {
      id: "c4",
      description:
        "C4, the Colossal Clean Crawled Corpus: a very large, filtered English web crawl released with T5 and widely used for pre-training.",
    },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "I take my <mask> for a walk every morning before work." }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "dog", score: 0.81 },
          { label: "dogs", score: 0.07 },
          { label: "puppy", score: 0.04 },
          { label: "bike", score: 0.02 },
          { label: "kids", score: 0.01 },
        ],
      },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "cross_entropy",
      description:
        "The average negative log-probability the model gives to the true hidden tokens; the training loss, and lower means better guesses.",
    },
    {
      id: "perplexity",
      description:
        "The exponential of the cross-entropy, roughly how many words the model hesitates between for each mask; lower is better.",
    },
  ],
  models: [
    {
      id: "answerdotai/ModernBERT-large",
      description:
        "ModernBERT large, an English encoder with a modernised architecture, an 8,192-token context and code in its training data; a fast, strong base to fine-tune.",
    },
    {
      id: "FacebookAI/xlm-roberta-base",
      description:
        "XLM-RoBERTa base, pre-trained on filtered web text in 100 languages; the usual starting point for multilingual classifiers and taggers.",
    },
  ],
  spaces: [],
  summary:
    "Fill-mask models guess the word hidden behind a special mask token, such as [MASK] or <mask>, from the words on both sides of it. This is how encoders like BERT and RoBERTa are pre-trained, so the task is a quick way to probe what such a model knows. The same pre-trained models are the usual base for fine-tuned classifiers, taggers and retrievers.",
  widgetModels: ["distilroberta-base"],
  youtubeId: "mqElG5QJWUg",
};

export default taskData;
