import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "squad_v2",
      description:
        "SQuAD 2.0, over 100,000 crowd-written questions on Wikipedia paragraphs plus about 50,000 unanswerable ones that teach a model to say when the text holds no answer.",
    },
    {
      id: "natural_questions",
      description:
        "Natural Questions, real Google search queries paired with Wikipedia pages and annotated long and short answers; closer to what users actually ask than SQuAD.",
    },
  ],
  demo: {
    inputs: [
      { type: "text", label: "Question", content: "When was the Eiffel Tower finished?" },
      {
        type: "text",
        label: "Context",
        content:
          "The Eiffel Tower was built as the entrance arch of the 1889 World's Fair in Paris. Work began in January 1887 and was completed in March 1889, and for more than forty years it was the tallest man-made structure in the world.",
      },
    ],
    outputs: [{ type: "text", label: "Answer", content: "March 1889" }],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "exact-match",
      description:
        "The share of predictions identical to a reference answer once case, punctuation and articles are normalised; strict and easy to read.",
    },
    {
      id: "f1",
      description:
        "Word-overlap F1 between the predicted and the reference answer, which gives partial credit to answers that are nearly right.",
    },
  ],
  models: [
    {
      id: "deepset/roberta-base-squad2",
      description:
        "deepset's RoBERTa base fine-tuned on SQuAD 2.0: a fast, accurate English extractive reader that can also return no answer.",
    },
    {
      id: "distilbert/distilbert-base-cased-distilled-squad",
      description:
        "A distilled BERT fine-tuned on SQuAD; smaller and quicker than BERT base, for when latency or memory matter more than the last points of accuracy.",
    },
    {
      id: "google/tapas-base-finetuned-wtq",
      description:
        "Google's TAPAS fine-tuned on WikiTableQuestions, for when the answer lives in a table rather than in running text.",
    },
  ],
  spaces: [
    {
      id: "deepset/wikipedia-assistant",
      description: "A deepset demo that answers questions with Wikipedia as its source of knowledge.",
    },
  ],
  summary:
    "Question answering models answer a question from a text you provide. Extractive models, the most common kind for this task, point at the span of the context that answers the question and return it with a confidence score and its character offsets. They do not invent answers from outside the text, which makes them a good fit for document search, FAQ bots and reading assistants.",
  widgetModels: ["deepset/roberta-base-squad2"],
  youtubeId: "ajPx5LwJD-I",
};

export default taskData;
