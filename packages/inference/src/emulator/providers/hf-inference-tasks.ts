// hf-inference task outputs (spec section 3 shapes) and input checks, one entry per task.

import { type Problem, textOf } from "../check";
import { type EmulatedRequest, isBinary, isJsonObject, type JsonObject } from "../emulated-request";
import { echo, embedding, scored, seedOf, splitTokens, unit } from "../fake";
import { base64Of, MEDIA, type MediaKind, sniffMedia } from "../media";
import { sendSse } from "../sse";

/** What a task reads: a JSON body, or media (raw bytes, or a base64/URL string in JSON `inputs`). */
type InputKind = "json" | MediaKind;

interface HfTask {
  input: InputKind;
  /** Checks a JSON body (media tasks also accept `{ inputs: "<base64 or URL>" }`). */
  check?(inputs: unknown, parameters: JsonObject): Problem;
  answer(call: EmulatedRequest, inputs: unknown, parameters: JsonObject): void | Promise<void>;
}

const needText = (inputs: unknown): Problem =>
  typeof inputs === "string" && inputs.length > 0 ? undefined : "inputs is required and must be a non-empty string";
const needTexts = (inputs: unknown): Problem =>
  needText(inputs) === undefined ||
  (Array.isArray(inputs) && inputs.length > 0 && inputs.every((i) => typeof i === "string"))
    ? undefined
    : "inputs must be a string or an array of strings";
const needFields =
  (...fields: string[]) =>
  (inputs: unknown): Problem => {
    if (!isJsonObject(inputs)) return `inputs must be an object with ${fields.join(", ")}`;
    const missing = fields.find((f) => inputs[f] === undefined || inputs[f] === null || inputs[f] === "");
    return missing === undefined ? undefined : `inputs.${missing} is required`;
  };
const needLabels = (parameters: JsonObject): Problem =>
  Array.isArray(parameters.candidate_labels) && parameters.candidate_labels.length > 0
    ? undefined
    : "parameters.candidate_labels is required and must be a non-empty array";

const sendMedia = (call: EmulatedRequest, kind: MediaKind) =>
  call.bytes(200, MEDIA[kind].contentType, MEDIA[kind].bytes);
const firstWord = (text: string) => /\S+/.exec(text) ?? { 0: text, index: 0 };
const labelsOf = (parameters: JsonObject) => (parameters.candidate_labels as unknown[]).map(String);
const rows = (table: unknown) => {
  const columns = isJsonObject(table) ? Object.values(table) : [];
  return Array.isArray(columns[0]) ? columns[0].length : 0;
};
/** Table QA snippets send the table as a JSON string; the API accepts both. */
const tableOf = (table: unknown): unknown => {
  if (typeof table !== "string") return table;
  try {
    return JSON.parse(table);
  } catch {
    return undefined;
  }
};

async function textGeneration(call: EmulatedRequest, inputs: unknown, parameters: JsonObject): Promise<void> {
  const { parts: tokens, finish } = splitTokens(echo("generation", inputs), parameters.max_new_tokens);
  const generated = tokens.join("");
  if (call.jsonBody?.stream !== true) {
    call.json(200, [{ generated_text: generated }]);
    return;
  }
  const details = {
    finish_reason: finish === "length" ? "length" : "eos_token",
    generated_tokens: tokens.length,
    seed: null,
  };
  const last = tokens.length - 1;
  await sendSse(
    call,
    tokens.map((text, index) => ({
      index: index + 1,
      token: { id: 100 + index, text, logprob: -0.1, special: false },
      generated_text: index === last ? generated : null,
      details: index === last ? details : null,
    })),
  );
}

const needRankingInputs = (inputs: unknown): Problem => {
  const missing = needFields("query", "texts")(inputs);
  if (missing !== undefined) return missing;
  const { query, texts } = inputs as JsonObject;
  if (typeof query !== "string") return "inputs.query must be a string";
  return Array.isArray(texts) && texts.length > 0 && texts.every((text) => typeof text === "string")
    ? undefined
    : "inputs.texts must be a non-empty array of strings";
};

/** Lower-cased words: what the emulated reranker compares. */
const wordsOf = (text: string): Set<string> => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu));

/**
 * A reranker whose order tests can predict: a text scores the share of the query's distinct words it holds
 * (with raw_scores, their count), most relevant first, ties in the order sent.
 */
function rankTexts(call: EmulatedRequest, inputs: unknown, parameters: JsonObject): void {
  const { query, texts } = inputs as { query: string; texts: string[] };
  const asked = wordsOf(query);
  const ranked = texts.map((text, index) => {
    let shared = 0;
    for (const word of wordsOf(text)) if (asked.has(word)) shared++;
    const score = parameters.raw_scores === true ? shared : Number((shared / Math.max(asked.size, 1)).toFixed(4));
    return parameters.return_text === true ? { index, score, text } : { index, score };
  });
  call.json(
    200,
    ranked.sort((a, b) => b.score - a.score),
  );
}

/** One prediction per table row, derived from `predict(pseudo-random value)`. */
function tabular(predict: (value: number) => number): HfTask {
  return {
    input: "json",
    check: needFields("data"),
    answer: (call, inputs) => {
      const data = (inputs as JsonObject).data;
      // Hashed once: hashing the table for each row would make the answer quadratic in its size.
      const seed = seedOf(data);
      call.json(
        200,
        Array.from({ length: rows(data) }, (_, i) => predict(unit(seed, i))),
      );
    },
  };
}

export const HF_TASKS: Record<string, HfTask> = {
  "text-generation": { input: "json", check: needText, answer: textGeneration },
  "text-classification": {
    input: "json",
    check: needText,
    answer: (call, inputs) => call.json(200, [scored(["POSITIVE", "NEGATIVE"], seedOf(inputs))]),
  },
  "token-classification": {
    input: "json",
    check: needText,
    answer: (call, inputs) => {
      const word = firstWord(String(inputs));
      const start = word.index ?? 0;
      call.json(200, [{ entity_group: "PER", score: 0.98, word: word[0], start, end: start + word[0].length }]);
    },
  },
  "question-answering": {
    input: "json",
    check: needFields("question", "context"),
    answer: (call, inputs) => {
      const word = firstWord(textOf((inputs as JsonObject).context));
      const start = word.index ?? 0;
      call.json(200, { answer: word[0], score: 0.9, start, end: start + word[0].length });
    },
  },
  "fill-mask": {
    input: "json",
    check: (inputs) =>
      needText(inputs) ??
      (/\[MASK\]|<mask>/.test(String(inputs)) ? undefined : "No mask_token ([MASK] or <mask>) found on the input"),
    answer: (call, inputs) =>
      call.json(
        200,
        ["capital", "city", "heart"].map((token_str, i) => ({
          score: Number((0.5 / (i + 1)).toFixed(4)),
          token: 1000 + i,
          token_str,
          sequence: String(inputs).replace(/\[MASK\]|<mask>/, token_str),
        })),
      ),
  },
  summarization: {
    input: "json",
    check: needText,
    answer: (call, inputs) => call.json(200, [{ summary_text: echo("summary", inputs) }]),
  },
  translation: {
    input: "json",
    check: needText,
    answer: (call, inputs) => call.json(200, [{ translation_text: echo("translation", inputs) }]),
  },
  "zero-shot-classification": {
    input: "json",
    check: (inputs, parameters) => needText(inputs) ?? needLabels(parameters),
    answer: (call, inputs, parameters) => call.json(200, scored(labelsOf(parameters), seedOf(inputs))),
  },
  "feature-extraction": {
    input: "json",
    check: needTexts,
    answer: (call, inputs) =>
      call.json(200, Array.isArray(inputs) ? inputs.map((text) => embedding(String(text))) : embedding(String(inputs))),
  },
  "sentence-similarity": {
    input: "json",
    check: (inputs) =>
      needFields("source_sentence", "sentences")(inputs) ??
      (Array.isArray((inputs as JsonObject).sentences) ? undefined : "inputs.sentences must be an array of strings"),
    answer: (call, inputs) => {
      const { source_sentence, sentences } = inputs as { source_sentence: string; sentences: unknown[] };
      // The source is hashed once, not once per sentence (which would be quadratic).
      const source = seedOf(source_sentence);
      call.json(
        200,
        sentences.map((s, i) => Number(unit(seedOf([source, s]), i).toFixed(4))),
      );
    },
  },
  "text-ranking": { input: "json", check: needRankingInputs, answer: rankTexts },
  "table-question-answering": {
    input: "json",
    check: (inputs) =>
      needFields("query", "table")(inputs) ??
      (rows(tableOf((inputs as JsonObject).table)) > 0
        ? undefined
        : "inputs.table must map column names to lists of cells"),
    answer: (call, inputs) => {
      const table = tableOf((inputs as JsonObject).table) as Record<string, string[]>;
      const cell = String(Object.values(table)[0]?.[0] ?? "");
      call.json(200, { answer: cell, coordinates: [[0, 0]], cells: [cell], aggregator: "NONE" });
    },
  },
  "tabular-classification": tabular((value) => (value > 0.5 ? 1 : 0)),
  "tabular-regression": tabular((value) => Number((value * 100).toFixed(3))),
  "text-to-image": { input: "json", check: needText, answer: (call) => sendMedia(call, "image") },
  "text-to-speech": { input: "json", check: needText, answer: (call) => sendMedia(call, "audio") },
  "text-to-audio": { input: "json", check: needText, answer: (call) => sendMedia(call, "audio") },
  "automatic-speech-recognition": {
    input: "audio",
    answer: (call) => call.json(200, { text: echo("transcription", "audio input") }),
  },
  "audio-classification": {
    input: "audio",
    answer: (call) => call.json(200, scored(["speech", "music", "noise"], seedOf(call.requestId))),
  },
  "audio-to-audio": {
    input: "audio",
    answer: (call) =>
      call.json(200, [{ label: "speech_0", "content-type": MEDIA.audio.contentType, blob: base64Of("audio") }]),
  },
  "image-classification": {
    input: "image",
    answer: (call) => call.json(200, scored(["tabby cat", "tiger cat", "Egyptian cat"], seedOf(call.requestId))),
  },
  "object-detection": {
    input: "image",
    answer: (call) => call.json(200, [{ label: "cat", score: 0.97, box: { xmin: 1, ymin: 1, xmax: 6, ymax: 7 } }]),
  },
  "image-segmentation": {
    input: "image",
    answer: (call) => call.json(200, [{ label: "cat", score: 0.95, mask: base64Of("image") }]),
  },
  // A single object: what the service answers today (older clients read the first item of an array).
  "image-to-text": {
    input: "image",
    answer: (call) => call.json(200, { generated_text: echo("caption", "image input") }),
  },
  "image-to-image": { input: "image", answer: (call) => sendMedia(call, "image") },
  "zero-shot-image-classification": {
    input: "json",
    check: (inputs, parameters) =>
      (typeof inputs === "string" ? needText(inputs) : needFields("image")(inputs)) ?? needLabels(parameters),
    answer: (call, _inputs, parameters) => call.json(200, scored(labelsOf(parameters), seedOf(call.requestId))),
  },
  "document-question-answering": {
    input: "json",
    check: needFields("question", "image"),
    answer: (call, inputs) =>
      call.json(200, [{ answer: echo("answer", (inputs as JsonObject).question), score: 0.9, start: 0, end: 0 }]),
  },
  "visual-question-answering": {
    input: "json",
    check: needFields("question", "image"),
    answer: (call, inputs) => call.json(200, [{ answer: echo("answer", (inputs as JsonObject).question), score: 0.9 }]),
  },
};

/** Problem with a media input: raw bytes must be a decodable file of `kind`; JSON needs `inputs` as a string. */
export function mediaInputProblem(call: EmulatedRequest, kind: MediaKind): Problem {
  if (isBinary(call.body)) {
    const sniffed = sniffMedia(call.body.bytes);
    const ok = sniffed === kind || (kind === "audio" && sniffed === "video");
    return ok ? undefined : `Could not decode the request body as ${kind === "image" ? "an image" : "audio"}`;
  }
  const inputs = call.jsonBody?.inputs;
  return typeof inputs === "string" && inputs.length > 0
    ? undefined
    : `Send the ${kind} as the raw request body, or as a base64 string in "inputs"`;
}
