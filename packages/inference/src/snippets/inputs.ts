// The input a snippet sends: the pipeline's fixed sample (from @inferkit/tasks) or the caller's override,
// parsed from its code-literal form into data the templates can write in any language.
import { getModelInputSnippet } from "@inferkit/tasks";
import type { TemplateName } from "./tasks";
import type { SnippetModel } from "./types";
import { type CheckedArguments, oneLine, plainData } from "./untrusted";
import { isScalar, type Value } from "./values";

type CheckedOptions = CheckedArguments["options"];

export interface SampleFile {
  path: string;
  mime: string;
}

/** Zero-shot tasks send candidate labels next to the input. */
export const ZERO_SHOT_TEXT_LABELS = ["refund", "legal", "faq"];
export const ZERO_SHOT_IMAGE_LABELS = ["cat", "dog", "llama"];

export type TaskInput =
  | { kind: "text"; text: string; labels?: string[] }
  | { kind: "fields"; fields: Record<string, Value> }
  | { kind: "file"; file: SampleFile; labels?: string[] }
  /** An image plus a text field (`prompt` or `question`). */
  | { kind: "file-text"; file: SampleFile; field: string; text: string }
  | { kind: "chat"; messages: Value; config: Record<string, number> };

const MIME_BY_EXTENSION: Record<string, string> = {
  flac: "audio/flac",
  wav: "audio/wav",
  mp3: "audio/mpeg",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

function sampleFile(text: string): SampleFile {
  // The path is also a shell word of curl snippets, where a line break would split the command visually.
  const path = oneLine(text, "options.inputs (a file path)");
  const extension = /\.(\w+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
  const mime = Object.hasOwn(MIME_BY_EXTENSION, extension) ? MIME_BY_EXTENSION[extension] : undefined;
  return { path, mime: mime ?? "application/octet-stream" };
}

/** Samples are code literals: a quoted string, a JSON object, a single-quoted JSON string, or bare text. */
function parseSample(sample: string): unknown {
  const trimmed = sample.trim();
  const unwrapped = /^'(.*)'$/s.exec(trimmed)?.[1] ?? trimmed;
  if (/^["{[]/.test(unwrapped)) {
    try {
      return JSON.parse(unwrapped);
    } catch {
      return unwrapped;
    }
  }
  return unwrapped;
}

const asRecord = (value: Value): Record<string, Value> => (isScalar(value) || Array.isArray(value) ? {} : value);

const asText = (value: Value): string => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

function chatInput(model: SnippetModel, options: CheckedOptions): TaskInput {
  // The sample holds the model card's widget text: data like the caller's own messages.
  const sample = plainData(getModelInputSnippet(model), "the model's sample messages");
  const messages = options.messages ?? (Array.isArray(sample) ? sample : []);
  const config: Record<string, number> = {};
  // Only settings the caller actually set (non-zero) are spelled out.
  for (const name of ["temperature", "max_tokens", "top_p"] as const) {
    const setting = options[name];
    if (setting) config[name] = setting;
  }
  return { kind: "chat", messages, config };
}

/**
 * Pipelines that share another's sample input: visual question answering the document task's (an image and
 * a question), the image-text tasks those of image-to-image and image-to-video (an image and a prompt).
 */
const SAMPLE_PIPELINE: Readonly<Record<string, string>> = {
  "visual-question-answering": "document-question-answering",
  "image-text-to-image": "image-to-image",
  "image-text-to-video": "image-to-video",
};

export function prepareInput(template: TemplateName, model: SnippetModel, options: CheckedOptions): TaskInput {
  if (template === "conversational" || template === "conversationalStream") return chatInput(model, options);
  const raw = getModelInputSnippet({
    ...model,
    pipeline_tag: SAMPLE_PIPELINE[model.pipeline_tag ?? ""] ?? model.pipeline_tag,
  });
  const value =
    options.inputs !== undefined
      ? options.inputs
      : plainData(parseSample(typeof raw === "string" ? raw : ""), "the model's sample input");
  const record = asRecord(value);
  switch (template) {
    case "basicAudio":
    case "basicImage":
      return { kind: "file", file: sampleFile(asText(value)) };
    case "zeroShotImageClassification":
      return { kind: "file", file: sampleFile(asText(value)), labels: ZERO_SHOT_IMAGE_LABELS };
    case "zeroShotClassification":
      return { kind: "text", text: asText(value), labels: ZERO_SHOT_TEXT_LABELS };
    case "imageToImage":
    case "imageToVideo":
    case "documentQuestionAnswering":
    case "visualQuestionAnswering": {
      // The sample pairs an image with the text the task needs next to it.
      const field = template === "imageToImage" || template === "imageToVideo" ? "prompt" : "question";
      return { kind: "file-text", file: sampleFile(asText(record.image)), field, text: asText(record[field]) };
    }
    case "questionAnswering":
    case "tableQuestionAnswering":
      return { kind: "fields", fields: record };
    case "tabular":
      return { kind: "fields", fields: { data: record } };
    default:
      return typeof value === "string" ? { kind: "text", text: value } : { kind: "fields", fields: record };
  }
}
