import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "microsoft/ms_marco",
      description:
        "MS MARCO, real Bing queries with passages judged relevant; the standard data for training and evaluating rerankers.",
    },
  ],
  demo: {
    inputs: [
      { type: "text", label: "Query", content: "How do plants make their food?" },
      {
        type: "text",
        label: "Document",
        content: "Plants use photosynthesis to turn sunlight, water and carbon dioxide into sugar and oxygen.",
      },
      {
        type: "text",
        label: "Document",
        content: "The Venus flytrap catches insects to get nitrogen that its boggy soil lacks.",
      },
      { type: "text", label: "Document", content: "The Great Wall of China is thousands of kilometres long." },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          {
            label: "Plants use photosynthesis to turn sunlight, water and carbon dioxide into sugar and oxygen.",
            score: 0.91,
          },
          { label: "The Venus flytrap catches insects to get nitrogen that its boggy soil lacks.", score: 0.07 },
          { label: "The Great Wall of China is thousands of kilometres long.", score: 0.01 },
        ],
      },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "Normalized Discounted Cumulative Gain",
      description:
        "NDCG rewards placing the most relevant documents highest, supports graded relevance, and equals 1 for the ideal order; NDCG@10 is the usual headline figure.",
    },
    {
      id: "Mean Reciprocal Rank",
      description:
        "The average over queries of one divided by the rank of the first relevant document; right when a single good answer is what counts.",
    },
    {
      id: "Mean Average Precision",
      description:
        "The mean over queries of the precision measured at every position where a relevant document appears; it rewards ranking all relevant documents early.",
    },
  ],
  models: [
    {
      id: "cross-encoder/ms-marco-MiniLM-L6-v2",
      description:
        "A small MiniLM cross-encoder trained on MS MARCO; a fast, accurate English reranker that runs comfortably on a CPU.",
    },
    {
      id: "Alibaba-NLP/gte-multilingual-reranker-base",
      description:
        "Alibaba's multilingual reranker covering over 70 languages with inputs up to 8,192 tokens, for search across languages.",
    },
    {
      id: "Alibaba-NLP/gte-reranker-modernbert-base",
      description:
        "An English reranker built on ModernBERT base: long inputs (8,192 tokens) and good speed for its accuracy.",
    },
  ],
  spaces: [],
  summary:
    "Text ranking, or reranking, scores how relevant each of several documents is to a query and sorts them by that score. Rerankers are usually cross-encoders that read the query and a document together, which is more accurate than comparing separate embeddings but slower. They typically reorder the top results of a fast first-stage search, improving search engines and retrieval-augmented generation.",
  widgetModels: ["cross-encoder/ms-marco-MiniLM-L6-v2"],
  youtubeId: "",
};

export default taskData;
