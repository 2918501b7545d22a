import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  canonicalId: "text-generation",
  datasets: [
    {
      id: "Helsinki-NLP/opus_books",
      description:
        "Aligned sentences from copyright-free books in 16 languages, part of the OPUS collection; small, clean data for fine-tuning many language pairs.",
    },
    {
      id: "google/code_x_glue_cc_code_to_code_trans",
      description:
        "The CodeXGLUE task of translating functions between Java and C#, a reminder that translation models also work on programming languages.",
    },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "The museum is closed on Mondays, but the garden stays open." }],
    outputs: [{ type: "text", label: "Output", content: "Le musée est fermé le lundi, mais le jardin reste ouvert." }],
  },
  isPlaceholder: false,
  metrics: [
    {
      id: "bleu",
      description:
        "BLEU: word n-gram overlap between a translation and one or more references, with a penalty for output that is too short; higher is better.",
    },
    {
      id: "sacrebleu",
      description:
        "SacreBLEU: a standardised BLEU implementation with fixed tokenisation, so that scores from different papers and tools can be compared.",
    },
  ],
  models: [
    {
      id: "facebook/nllb-200-1.3B",
      description:
        "Meta's No Language Left Behind model (1.3B parameters), which translates directly between any two of 200 languages, including many low-resource ones.",
    },
    {
      id: "google-t5/t5-base",
      description:
        "T5 base, a text-to-text model whose pre-training mix included English to German, French and Romanian translation; a compact base to fine-tune.",
    },
  ],
  spaces: [
    {
      id: "Iker/Translate-100-languages",
      description: "A demo for translating text between about a hundred languages with a single multilingual model.",
    },
    {
      id: "Geonmo/nllb-translation-demo",
      description: "A demo of NLLB-200 where you pick the source and target among its 200 languages.",
    },
  ],
  summary:
    "Translation converts text from one language into another while keeping its meaning. Multilingual models cover dozens or hundreds of languages in one network and take the source and target languages as parameters. It is used to localise products and documentation, read foreign-language sources, and support customers in their own language.",
  widgetModels: ["facebook/mbart-large-50-many-to-many-mmt"],
  youtubeId: "1JvfrvZgi6c",
};

export default taskData;
