// The calls behind the "Try it" box, made from the visitor's browser with the visitor's token. Loaded on
// first use (see loadTryItRunner), so model pages that are only read do not carry the client.
import {
  audioClassification,
  automaticSpeechRecognition,
  type ChatMessage,
  chatCompletionStream,
  featureExtraction,
  InferenceClientError,
  type InferenceProviderOrPolicy,
  imageClassification,
  imageToText,
  type Options,
  objectDetection,
  summarization,
  textClassification,
  textToImage,
  textToSpeech,
  tokenClassification,
  translation,
} from "@inferkit/inference";
import { inferenceFetch } from "../site-settings";
import { isRecord, messageOf } from "../unknown-values";
import type { OneShotTaskId, TryItResult } from "./try-it-tasks";

/** Who is called, as whom, and how to stop. */
export interface CallSettings {
  model: string;
  provider: string;
  accessToken: string;
  signal: AbortSignal;
}

// Answers come from providers: a page shows only so much of them.
export const MAX_REPLY_CHARS = 100_000;
const MAX_ROWS = 50;
const MAX_CELL_CHARS = 200;
const VECTOR_PREVIEW = 8;

function options(signal: AbortSignal): Options {
  // Two minutes is long for a demo call; Stop ends it sooner.
  return { fetch: inferenceFetch(), signal, timeout: 120_000 };
}

function baseArgs({ model, provider, accessToken }: CallSettings) {
  // The picker offers the record's providers, which may be newer than this client: it refuses an unknown
  // one with an error the box shows.
  return { model, provider: provider as InferenceProviderOrPolicy, accessToken };
}

/** Yields the reply's text as it streams, until it ends, `signal` aborts, or it reaches MAX_REPLY_CHARS. */
export async function* streamChat(messages: ChatMessage[], settings: CallSettings): AsyncGenerator<string> {
  let length = 0;
  const stream = chatCompletionStream({ ...baseArgs(settings), messages }, options(settings.signal));
  for await (const chunk of stream) {
    const delta = chunk.choices?.[0]?.delta?.content;
    if (typeof delta !== "string" || delta === "") continue;
    const piece = delta.slice(0, MAX_REPLY_CHARS - length);
    length += piece.length;
    yield piece;
    if (length >= MAX_REPLY_CHARS) return;
  }
}

const cell = (value: unknown): string => String(value ?? "").slice(0, MAX_CELL_CHARS);
const score = (value: unknown): string =>
  typeof value === "number" && Number.isFinite(value) ? value.toFixed(3) : "–";
const text = (value: unknown): TryItResult => ({ kind: "text", text: String(value ?? "").slice(0, MAX_REPLY_CHARS) });
const field = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);

function table(caption: string, columns: string[], items: unknown, row: (item: Record<string, unknown>) => string[]) {
  const list = Array.isArray(items) ? items.filter(isRecord) : [];
  const rows = list.slice(0, MAX_ROWS).map((item) => row(item).map(cell));
  return { kind: "table", caption, columns, rows, more: list.length - rows.length } satisfies TryItResult;
}

/** One embedding (or one per token) in words: its shape, and the first few numbers. */
function describeEmbedding(output: unknown): TryItResult {
  const flat = Array.isArray(output) && Array.isArray(output[0]) ? output[0] : output;
  const perToken = flat !== output;
  const numbers = Array.isArray(flat) ? flat.filter((n): n is number => typeof n === "number") : [];
  const shape = perToken ? `${(output as unknown[]).length} vectors of ${numbers.length}` : `${numbers.length} numbers`;
  const preview = numbers.slice(0, VECTOR_PREVIEW).map((n) => n.toFixed(4));
  const rest = numbers.length > VECTOR_PREVIEW ? ", …" : "";
  return { kind: "text", text: `${shape}${perToken ? " (first shown)" : ""}: [${preview.join(", ")}${rest}]` };
}

function firstOf(output: unknown): unknown {
  return Array.isArray(output) ? output[0] : output;
}

/** Runs a task other than chat on `input` (a text, or the file chosen) and puts its answer in a showable form. */
export async function runTask(task: OneShotTaskId, input: string | Blob, settings: CallSettings): Promise<TryItResult> {
  const opts = options(settings.signal);
  const textArgs = { ...baseArgs(settings), inputs: String(input) };
  const fileArgs = { ...baseArgs(settings), inputs: input as Blob };
  const labelScore = (item: Record<string, unknown>) => [cell(item.label), score(item.score)];
  switch (task) {
    case "text-classification":
      return table("Labels", ["Label", "Score"], await textClassification(textArgs, opts), labelScore);
    case "token-classification":
      return table("Entities", ["Entity", "Text", "Score"], await tokenClassification(textArgs, opts), (item) => [
        cell(item.entity_group ?? item.entity),
        cell(item.word),
        score(item.score),
      ]);
    case "feature-extraction":
      return describeEmbedding(await featureExtraction(textArgs, opts));
    case "summarization":
      return text(field(firstOf(await summarization(textArgs, opts)), "summary_text"));
    case "translation":
      return text(field(firstOf(await translation(textArgs, opts)), "translation_text"));
    case "text-to-image":
      return { kind: "image", blob: await textToImage(textArgs, opts), alt: `Image generated for: ${cell(input)}` };
    case "text-to-speech":
      return { kind: "audio", blob: await textToSpeech(textArgs, opts) };
    case "image-classification":
      return table("Labels", ["Label", "Score"], await imageClassification(fileArgs, opts), labelScore);
    case "object-detection":
      return table(
        "Objects",
        ["Label", "Score", "Box (x min, y min, x max, y max)"],
        await objectDetection(fileArgs, opts),
        (item) => [
          cell(item.label),
          score(item.score),
          isRecord(item.box) ? [item.box.xmin, item.box.ymin, item.box.xmax, item.box.ymax].map(cell).join(", ") : "–",
        ],
      );
    case "image-to-text":
      return text(field(firstOf(await imageToText(fileArgs, opts)), "generated_text"));
    case "automatic-speech-recognition":
      return text(field(await automaticSpeechRecognition(fileArgs, opts), "text"));
    case "audio-classification":
      return table("Labels", ["Label", "Score"], await audioClassification(fileArgs, opts), labelScore);
  }
}

/**
 * What to tell the visitor when a call fails: the client's own message (it carries the provider's, and the
 * client has already scrubbed the credential from it), anything else as a plain failure. The token is
 * removed once more, in case a provider echoed it in a form the client did not recognise.
 */
export function describeFailure(failure: unknown, accessToken: string): string {
  const message = InferenceClientError.isInstance(failure)
    ? messageOf(failure)
    : `The call failed: ${messageOf(failure)}`;
  return accessToken ? message.replaceAll(accessToken, "[token]") : message;
}
