import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  canonicalId: "text-generation",
  datasets: [
    {
      id: "mlsum",
      description:
        "MLSUM, over a million news articles paired with their summaries in French, German, Spanish, Russian and Turkish, for summarisation beyond English.",
    },
    {
      id: "samsum",
      description:
        "SAMSum, about 16,000 messenger-style conversations written by linguists, each with a short summary; the reference data for summarising chats.",
    },
  ],
  demo: {
    inputs: [
      {
        type: "text",
        label: "Input",
        content:
          "The town council met on Tuesday to discuss the future of the old railway station, which has stood empty since 2015. After two hours of debate, members voted seven to two to turn the building into a public library and community hall. Work is expected to start next spring and will be paid for mainly by a national heritage grant, with the rest coming from the council's own budget. Two members voted against, arguing that the money should go to road repairs first.",
      },
    ],
    outputs: [
      {
        type: "text",
        label: "Output",
        content:
          "The council voted seven to two to turn the empty railway station into a library and community hall, funded mostly by a heritage grant, with work starting next spring.",
      },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "rouge",
      description:
        "ROUGE: word n-gram and longest-common-subsequence overlap between the generated and a reference summary (ROUGE-1, ROUGE-2, ROUGE-L); higher is better.",
    },
  ],
  models: [
    {
      id: "facebook/bart-large-cnn",
      description:
        "BART large fine-tuned on CNN/Daily Mail news: a dependable English abstractive summariser for article-length input of up to about 1,000 tokens.",
    },
    {
      id: "Falconsai/medical_summarization",
      description: "A sequence-to-sequence model fine-tuned to summarise medical documents.",
    },
  ],
  spaces: [
    {
      id: "pszemraj/summarize-long-text",
      description:
        "A demo that summarises long documents, such as papers or book chapters, with long-context models, working through the text in chunks.",
    },
    {
      id: "ml6team/distilbart-tos-summarizer-tosdr",
      description:
        "ML6's demo that condenses a website's terms of service into short points with a fine-tuned DistilBART model.",
    },
    {
      id: "pszemraj/document-summarization",
      description:
        "A demo for summarising pasted or uploaded documents with a choice of long-input summarisation models.",
    },
    {
      id: "ml6team/post-processing-summarization",
      description:
        "ML6's demo of checking a generated summary against its source to spot and remove statements the source does not support.",
    },
  ],
  summary:
    "Summarization condenses a long text into a shorter one that keeps its main points. Extractive methods copy the most important sentences, while abstractive models, like the ones listed here, write new sentences in their own words. It is used for news digests, meeting notes, report and paper abstracts, and reviewing long contracts.",
  widgetModels: ["facebook/bart-large-cnn"],
  youtubeId: "yHnr5Dk2zCI",
};

export default taskData;
