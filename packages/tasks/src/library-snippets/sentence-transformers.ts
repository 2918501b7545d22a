// Sentence Transformers: embeddings with SentenceTransformer, or reranking with CrossEncoder.
import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, hasRemoteCode, hasTag, pyString, widgetSentences } from "./common";

const RANKING_PASSAGES = [
  "Mercury is the only metal that stays liquid at ordinary room temperature.",
  "Gallium melts in the palm of your hand, at about 30 degrees Celsius.",
  "Iron has to be heated past 1,500 degrees Celsius before it melts.",
  "Bromine is liquid at room temperature too, but it is not a metal.",
];

function pyListLines(values: readonly string[]): string {
  return `[\n${values.map((value) => `    ${pyString(value)},`).join("\n")}\n]`;
}

/** The widget's source sentence and sentences, else the default sentences. */
function exampleSentences(model: ModelData): readonly string[] {
  const { source, sentences } = widgetSentences(model);
  if (source && sentences) return [source, ...sentences];
  return DEFAULT_PROMPTS.sentences;
}

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  const remoteCode = hasRemoteCode(model) ? ", trust_remote_code=True" : "";
  if (hasTag(model, "cross-encoder") || model.pipeline_tag === "text-ranking") {
    return [
      `from sentence_transformers import CrossEncoder

model = CrossEncoder(${id}${remoteCode})

query = ${pyString(DEFAULT_PROMPTS.rankingQuery)}
passages = ${pyListLines(RANKING_PASSAGES)}

scores = model.predict([(query, passage) for passage in passages])
print(scores)`,
    ];
  }
  const sentences = exampleSentences(model);
  return [
    `from sentence_transformers import SentenceTransformer

model = SentenceTransformer(${id}${remoteCode})

sentences = ${pyListLines(sentences)}
embeddings = model.encode(sentences)

similarities = model.similarity(embeddings, embeddings)
print(similarities.shape)
# [${sentences.length}, ${sentences.length}]`,
  ];
}
