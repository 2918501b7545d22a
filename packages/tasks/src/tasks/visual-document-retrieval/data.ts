import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "vidore/colpali_train_set",
      description:
        "Pairs of queries and document page images used to train ColPali-style retrievers, from PDFs of many domains plus synthetic questions.",
    },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "visual-document-retrieval-input.png" },
      { type: "text", label: "Query", content: "Which region had the highest revenue in 2024?" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "Page 1", score: 0.87 },
          { label: "Page 3", score: 0.08 },
          { label: "Page 2", score: 0.05 },
        ],
      },
    ],
  },
  metrics: [
    {
      id: "Normalized Discounted Cumulative Gain at K",
      description:
        "nDCG@K rewards a ranking for putting the relevant pages near the top of its first K results, discounting hits that appear lower.",
    },
  ],
  models: [
    {
      id: "vidore/colqwen2-v1.0",
      description:
        "ColQwen2, a Qwen2-VL based retriever that turns each page image into many small embeddings and matches them to query tokens, ColBERT style.",
    },
    {
      id: "Tevatron/OmniEmbed-v0.1",
      description:
        "An embedding model from the Tevatron project that puts queries and documents of several modalities, page images included, in one vector space.",
    },
  ],
  spaces: [
    {
      id: "vidore/vidore-leaderboard",
      description: "The ViDoRe leaderboard, ranking visual document retrievers on benchmark collections of real pages.",
    },
    {
      id: "vidore/visual-rag-tool",
      description:
        "Index your own PDFs as images, retrieve the pages that match a question and get an answer from them.",
    },
  ],
  summary:
    "Visual document retrieval finds the pages of a collection that best answer a text query by looking at images of the pages, with no OCR or PDF parsing. Queries and page screenshots are embedded in the same space, so charts, tables and layout count as much as the words. It is often the search step of retrieval-augmented generation over PDFs, slides and scans.",
  widgetModels: [],
  youtubeId: "",
};

export default taskData;
