import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [
    {
      id: "eriktks/conll2003",
      description:
        "CoNLL-2003, Reuters news sentences tagged with persons, organisations, locations and miscellaneous names; the classic benchmark for named entity recognition.",
    },
    {
      id: "unimelb-nlp/wikiann",
      description:
        "WikiANN, person, organisation and location tags derived from Wikipedia links in well over a hundred languages, for multilingual entity recognition.",
    },
  ],
  demo: {
    inputs: [
      {
        type: "text",
        label: "Input",
        content: "Ada Lovelace worked with Charles Babbage on the Analytical Engine in London.",
      },
    ],
    outputs: [
      {
        type: "text-with-tokens",
        text: "Ada Lovelace worked with Charles Babbage on the Analytical Engine in London.",
        tokens: [
          { type: "PER", start: 0, end: 12 },
          { type: "PER", start: 25, end: 40 },
          { type: "MISC", start: 48, end: 65 },
          { type: "LOC", start: 69, end: 75 },
        ],
      },
    ],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "accuracy",
      description:
        "The share of tokens with the correct tag; inflated by the many tokens tagged as outside any entity, so read it alongside F1.",
    },
    {
      id: "recall",
      description: "Of the entities in the reference, the share the model finds with the right span and type.",
    },
    {
      id: "precision",
      description: "Of the entities the model predicts, the share that match a reference entity in span and type.",
    },
    {
      id: "f1",
      description:
        "The harmonic mean of entity-level precision and recall; the number NER papers and leaderboards usually report.",
    },
  ],
  models: [
    {
      id: "dslim/bert-base-NER",
      description:
        "BERT base fine-tuned on CoNLL-2003 to tag persons, organisations, locations and miscellaneous names in English; a light, dependable default.",
    },
    {
      id: "FacebookAI/xlm-roberta-large-finetuned-conll03-english",
      description:
        "XLM-RoBERTa large fine-tuned on English CoNLL-2003; more accurate than base models, and its multilingual pre-training lets it tag other languages too.",
    },
    {
      id: "blaze999/Medical-NER",
      description:
        "A model fine-tuned to pick out medical entities, such as diseases, symptoms and medications, in clinical and health text.",
    },
    {
      id: "flair/ner-english",
      description:
        "Flair's four-class English NER model (person, location, organisation, miscellaneous), built on contextual string embeddings.",
    },
  ],
  spaces: [
    {
      id: "spacy/gradio_pipeline_visualizer",
      description:
        "spaCy's demo that runs its pipelines on your text and highlights the entities and other annotations they produce.",
    },
  ],
  summary:
    "Token classification assigns a label to every token (word or word piece) of a text. Named entity recognition, which finds people, organisations, places or dates, and part-of-speech tagging are its best-known forms. Neighbouring tokens with the same label are usually merged into spans returned with their character offsets.",
  widgetModels: ["FacebookAI/xlm-roberta-large-finetuned-conll03-english"],
  youtubeId: "wVHdVlPScxA",
};

export default taskData;
