import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "wikipedia",
      description:
        "Cleaned Wikipedia articles in many languages, a staple of the pre-training text of the encoders whose hidden states serve as features.",
    },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "The cat sleeps." }],
    outputs: [
      {
        type: "tabular",
        // One row per token, one column per hidden dimension (768 for facebook/bart-base), middle columns elided.
        table: [
          ["Token", "Dim 1", "Dim 2", "Dim 3", "…", "Dim 768"],
          ["<s>", "0.412", "-0.087", "0.153", "…", "-0.261"],
          ["The", "-0.035", "0.218", "-0.392", "…", "0.107"],
          ["cat", "0.276", "-0.514", "0.041", "…", "0.338"],
          ["sleeps", "-0.198", "0.067", "0.455", "…", "-0.129"],
          [".", "0.023", "-0.146", "0.089", "…", "0.204"],
          ["</s>", "0.387", "-0.102", "0.166", "…", "-0.243"],
        ],
      },
    ],
  },
  isPlaceholder: false,
  metrics: [],
  models: [
    {
      id: "thenlper/gte-large",
      description:
        "GTE large, a general-purpose English text embedding model that does well across the retrieval, clustering and similarity tasks of MTEB.",
    },
    {
      id: "Alibaba-NLP/gte-Qwen1.5-7B-instruct",
      description:
        "A 7B-parameter embedding model built on Qwen1.5 that takes a task instruction with each query; among the top of MTEB at release, at a much higher compute cost.",
    },
  ],
  spaces: [
    {
      id: "mteb/leaderboard",
      description:
        "The MTEB leaderboard, which ranks embedding models on many retrieval, classification, clustering and similarity datasets; the place to shortlist a model.",
    },
    {
      id: "mteb/arena",
      description:
        "The MTEB Arena, where people compare the results of two anonymous embedding models on the same query and vote for the better one.",
    },
  ],
  summary:
    "Feature extraction turns an input, most often a piece of text, into numbers: one vector per token, or a single pooled vector (an embedding) for the whole input. The vectors are not an answer on their own; they capture meaning in a form that search, clustering, recommendation or a small classifier trained on top can use. Any pre-trained encoder can serve as a feature extractor.",
  widgetModels: ["facebook/bart-base"],
};

export default taskData;
