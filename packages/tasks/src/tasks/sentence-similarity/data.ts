import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "microsoft/ms_marco",
      description:
        "MS MARCO, real Bing search queries with passages judged relevant; the classic training data for embedding and retrieval models.",
    },
  ],
  demo: {
    inputs: [
      { type: "text", label: "Source sentence", content: "How do I reset my password?" },
      { type: "text", label: "Sentence to compare to", content: "I forgot my password and cannot sign in." },
      { type: "text", label: "Sentence to compare to", content: "Where can I change my login details?" },
      { type: "text", label: "Sentence to compare to", content: "What time does the shop open on Sundays?" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "I forgot my password and cannot sign in.", score: 0.58 },
          { label: "Where can I change my login details?", score: 0.35 },
          { label: "What time does the shop open on Sundays?", score: 0.04 },
        ],
      },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "Mean Reciprocal Rank",
      description:
        "The average over queries of one divided by the rank of the first relevant match; it rewards putting a right answer at the very top.",
    },
    {
      id: "Cosine Similarity",
      description:
        "The cosine of the angle between two embeddings, from -1 to 1; the score these models output, checked against human similarity judgements.",
    },
  ],
  models: [
    {
      id: "sentence-transformers/all-mpnet-base-v2",
      description:
        "A widely used English model that maps sentences to 768-dimensional vectors, trained on over a billion sentence pairs; a safe general-purpose default.",
    },
    {
      id: "BAAI/bge-m3",
      description:
        "BGE-M3, a multilingual model for over 100 languages and inputs up to 8,192 tokens that gives dense, sparse and multi-vector representations.",
    },
    {
      id: "HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1.5",
      description:
        "A compact multilingual embedding model that takes a task instruction with the query; a good fit when you need many languages on modest hardware.",
    },
  ],
  spaces: [
    {
      id: "Gradio-Blocks/Ask_Questions_To_YouTube_Videos",
      description:
        "A demo that answers questions about a YouTube video by finding the parts of its transcript closest in meaning to the question.",
    },
    {
      id: "Gradio-Blocks/pubmed-abstract-retriever",
      description: "A demo that retrieves PubMed abstracts related to a query by comparing sentence embeddings.",
    },
    {
      id: "nickmuchi/article-text-summarizer",
      description:
        "A demo app that summarises the text of articles, showing sentence-level models used inside a larger tool.",
    },
    {
      id: "sentence-transformers/Sentence_Transformers_for_semantic_search",
      description:
        "The Sentence Transformers team's semantic search demo: type a query and get the passages closest to it in meaning.",
    },
  ],
  summary:
    "Sentence similarity measures how close two texts are in meaning. A model turns each text into a vector (an embedding), and the similarity is usually the cosine between the vectors, so paraphrases score high even when they share few words. It is the building block of semantic search, duplicate detection, clustering and retrieval for chatbots.",
  widgetModels: ["BAAI/bge-small-en-v1.5"],
  youtubeId: "VCZq5AkbNEU",
};

export default taskData;
