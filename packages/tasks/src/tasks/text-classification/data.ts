import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "nyu-mll/glue",
      description:
        "GLUE, nine English understanding tasks (sentiment, paraphrase, entailment, grammaticality) that are the standard yardstick for sentence classifiers.",
    },
    {
      id: "stanfordnlp/snli",
      description:
        "SNLI, about 570,000 sentence pairs labelled entailment, contradiction or neutral, for training models that judge whether one sentence follows from another.",
    },
  ],
  demo: {
    inputs: [
      {
        type: "text",
        label: "Input",
        content:
          "I was sceptical at first, but this kettle boils a full litre in under two minutes and it looks great on the counter.",
      },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "POSITIVE", score: 0.97 },
          { label: "NEGATIVE", score: 0.03 },
        ],
      },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "accuracy",
      description: "The share of texts that get the correct label; easy to read when the classes are roughly balanced.",
    },
    {
      id: "recall",
      description:
        "Of the texts that truly carry a label, the share the model finds; what matters when a missed case (a spam or a toxic message) is costly.",
    },
    {
      id: "precision",
      description:
        "Of the texts the model assigns to a label, the share that really carry it; what matters when false alarms are costly.",
    },
    {
      id: "f1",
      description:
        "The harmonic mean of precision and recall, one number that stays honest when some labels are much rarer than others.",
    },
  ],
  models: [
    {
      id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
      description:
        "DistilBERT fine-tuned on SST-2 movie reviews: a small, fast English classifier for positive versus negative sentiment.",
    },
    {
      id: "ProsusAI/finbert",
      description:
        "FinBERT, BERT further trained on financial text, which labels sentences from news or reports as positive, negative or neutral for markets.",
    },
    {
      id: "cardiffnlp/twitter-roberta-base-sentiment-latest",
      description:
        "A RoBERTa model pre-trained on tweets and fine-tuned for negative, neutral or positive sentiment of short social-media posts.",
    },
    {
      id: "papluca/xlm-roberta-base-language-detection",
      description:
        "XLM-RoBERTa fine-tuned to tell which of 20 languages a text is written in; handy to route text to the right downstream model.",
    },
    {
      id: "meta-llama/Prompt-Guard-86M",
      description:
        "Meta's small classifier that flags prompt injections and jailbreak attempts before they reach a language model application.",
    },
  ],
  spaces: [
    {
      id: "IoannisTr/Tech_Stocks_Trading_Assistant",
      description:
        "A demo that applies sentiment analysis to news about technology stocks as an aid for trading decisions.",
    },
    {
      id: "miesnerjacob/Multi-task-NLP",
      description:
        "A demo that bundles several NLP tasks, sentiment and emotion classification among them, in one app.",
    },
    {
      id: "spacy/healthsea-demo",
      description:
        "spaCy's Healthsea demo, which reads supplement reviews and classifies whether they report a positive or negative effect on health conditions.",
    },
  ],
  summary:
    "Text classification assigns a label, or a score for each of a set of labels, to a piece of text. Sentiment analysis, topic tagging, spam and toxicity filtering, language detection and natural language inference are all forms of it. For a fixed set of labels, a fine-tuned encoder such as BERT or RoBERTa is small, fast and accurate.",
  widgetModels: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
  youtubeId: "leNG9fN9FQU",
};

export default taskData;
