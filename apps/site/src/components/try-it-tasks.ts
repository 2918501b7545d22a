// What the "Try it" box offers for each task, and the shapes its results come in. The client itself
// is in ./try-it-run, loaded only when a visitor first runs something, so this file stays light.
import type { ModelData } from "@inferkit/tasks";

/** What the visitor gives: a conversation, a text, or a file. */
export type TryItInputKind = "chat" | "text" | "image" | "audio";

export interface TryItTask {
  input: TryItInputKind;
  /** Label of the input field. */
  inputLabel: string;
  /** Label of the button that runs the call. */
  action: string;
}

/** Tasks the box runs, by pipeline id: those whose client function returns something a page can show. */
export const TRY_IT_TASKS = {
  "text-generation": { input: "chat", inputLabel: "Message", action: "Send" },
  "image-text-to-text": { input: "chat", inputLabel: "Message", action: "Send" },
  "text-classification": { input: "text", inputLabel: "Text to classify", action: "Classify" },
  "token-classification": { input: "text", inputLabel: "Text to tag", action: "Find entities" },
  "feature-extraction": { input: "text", inputLabel: "Text to embed", action: "Embed" },
  summarization: { input: "text", inputLabel: "Text to summarize", action: "Summarize" },
  translation: { input: "text", inputLabel: "Text to translate", action: "Translate" },
  "text-to-image": { input: "text", inputLabel: "Prompt", action: "Generate image" },
  "text-to-speech": { input: "text", inputLabel: "Text to speak", action: "Speak" },
  "image-classification": { input: "image", inputLabel: "Image to classify", action: "Classify" },
  "object-detection": { input: "image", inputLabel: "Image to search", action: "Detect objects" },
  "image-to-text": { input: "image", inputLabel: "Image to describe", action: "Describe" },
  "automatic-speech-recognition": { input: "audio", inputLabel: "Audio to transcribe", action: "Transcribe" },
  "audio-classification": { input: "audio", inputLabel: "Audio to classify", action: "Classify" },
} satisfies Record<string, TryItTask>;

export type TryItTaskId = keyof typeof TRY_IT_TASKS;
/** Tasks answered in one go (not chat). */
export type OneShotTaskId = Exclude<TryItTaskId, "text-generation" | "image-text-to-text">;

export function isChatTask(task: TryItTaskId): task is Exclude<TryItTaskId, OneShotTaskId> {
  return TRY_IT_TASKS[task].input === "chat";
}

function isTryItTaskId(id: unknown): id is TryItTaskId {
  return typeof id === "string" && Object.hasOwn(TRY_IT_TASKS, id);
}

/**
 * The task the box runs for `model`: any model tagged conversational chats, whatever its pipeline (the
 * router serves chat for it); otherwise its pipeline's entry, or undefined when the box cannot run it.
 */
export function tryItTaskOf(model: ModelData): TryItTaskId | undefined {
  const tags: unknown = model.tags;
  const conversational = Array.isArray(tags) && tags.includes("conversational");
  if (model.pipeline_tag === "image-text-to-text") return "image-text-to-text";
  if (conversational) return "text-generation";
  return isTryItTaskId(model.pipeline_tag) ? model.pipeline_tag : undefined;
}

/** A task's answer, ready to show. */
export type TryItResult =
  | { kind: "text"; text: string }
  | { kind: "table"; caption: string; columns: string[]; rows: string[][]; more: number }
  | { kind: "image"; blob: Blob; alt: string }
  | { kind: "audio"; blob: Blob };

/** The model called, through which provider, with whose token. */
export interface CallTarget {
  model: string;
  provider: string;
  token: string | undefined;
}

export const LOAD_FAILED = "The inference client could not be loaded. Check your connection and try again.";

/** The lazily loaded part: the inference client and the calls built on it. */
export const loadTryItRunner = () => import("./try-it-run");
