// Helpers every library snippet generator shares: quoting of untrusted values, widget text lookup,
// default prompts and the notices the spec names. Generators never interpolate a raw model field.
import { commentLines, quotedString, shellWord } from "../code-literals";
import type { ModelData } from "../model-data";

/** The tag a repository carries when loading it runs code from the repository itself. */
export const REMOTE_CODE_TAG = "custom_code";

/** Notices shown in place of code when a model lacks what a generator needs (spec, sections 5 and 8). */
export const NOTICES = {
  unknownPipelineTag: "Unknown pipeline tag",
  taskTypeInvalid: "Task type is invalid.",
  baseModelNotFound: "Base model is not found.",
  typeOfModelUnknown: "Type of model unknown",
  interfaceNotSpecified: "interface not specified in config.json",
  interfaceInvalid: "interface in config.json invalid",
  modelFilenameNotSpecified: "Model filename not specified in config.json",
  noInputExample: "No input example has been defined for this model task.",
  notRepoId: "The model id is not a hub repository id, so no shell command is shown.",
} as const;

/** Stands for the base model when an adapter (LoRA, ControlNet, textual inversion, adapter) does not name it. */
export const BASE_MODEL_PLACEHOLDER = "fill-in-base-model";

/** Prompts and inputs used when the model card declares no widget example. */
export const DEFAULT_PROMPTS = {
  textToImage: "A lighthouse on a rocky shore at dusk, oil painting, warm light, high detail",
  imageToImage: "Paint this cat as a watercolour sketch",
  video: "A guitarist strums a chord on a small stage and nods along to the beat.",
  chat: "Give me three ideas for a rainy Sunday.",
  chatImageQuestion: "Which animal shapes are printed on these sweets?",
  speech: "Hello, this is a test of text to speech.",
  sentences: [
    "The train to Lisbon leaves at nine.",
    "Our morning train to Lisbon departs at 9 a.m.",
    "Fresh basil grows best in full sun.",
  ],
  rankingQuery: "Which metal is liquid at room temperature?",
} as const;

/** `org/name` → `name`; an id without a namespace is returned unchanged. */
export function nameWithoutNamespace(modelId: string): string {
  const slash = modelId.lastIndexOf("/");
  return slash === -1 ? modelId : modelId.slice(slash + 1);
}

/** A double-quoted Python string literal that evaluates to `value`, whatever characters it holds. */
export const pyString: (value: string) => string = quotedString;

/** A double-quoted JavaScript string literal that evaluates to `value`. */
export const jsString: (value: string) => string = quotedString;

/** A shell word that the shell reads back as exactly `value`: bare when plainly safe, else single-quoted. */
export function shellQuote(value: string): string {
  // A leading `-` stays quoted so that the word is visibly data (it may still read as an option: see isRepoId).
  return /^[\w./:@=+][\w./:@=+-]*$/.test(value) ? value : shellWord(value);
}

/**
 * Whether `id` has the shape of a hub repository id (`name` or `org/name`, starting with a letter, digit
 * or underscore). Only such ids go into shell commands and comment hints: quoting cannot stop a word
 * like `--index-url=...` from being read as an option.
 */
export function isRepoId(id: unknown): id is string {
  return typeof id === "string" && /^\w[\w.-]*(\/\w[\w.-]*)?$/.test(id);
}

/**
 * `build(id)` when the model id is a plain repository id, else `otherwise`. Shell commands (and comments
 * showing one) are built through this: such an id needs no quoting and cannot read as an option.
 */
export function withRepoId<T>(model: ModelData, build: (repoId: string) => T, otherwise: T): T {
  return isRepoId(model.id) ? build(model.id) : otherwise;
}

/** The snippets of a shell-command generator, or a notice when the id cannot safely be a command word. */
export function shellSnippets(model: ModelData, build: (repoId: string) => string[]): string[] {
  return withRepoId(model, build, noticeSnippet(NOTICES.notRepoId));
}

/** A `# ...` Python/shell comment; line breaks in `text` stay inside the comment. */
export function hashComment(text: string): string {
  return commentLines(text, "# ");
}

/** The one-snippet answer of a generator that cannot produce code for this model. */
export function noticeSnippet(notice: string): string[] {
  return [hashComment(`⚠️ ${notice}`)];
}

export function hasTag(model: ModelData, tag: string): boolean {
  return model.tags?.includes(tag) ?? false;
}

export function hasRemoteCode(model: ModelData): boolean {
  return hasTag(model, REMOTE_CODE_TAG);
}

function firstWidgetField(model: ModelData, field: "text" | "source_sentence"): string | undefined {
  const example = model.widgetData?.[0] as Record<string, unknown> | undefined;
  const value = example?.[field];
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** `widgetData[0].text`, when the card declares one. */
export function widgetText(model: ModelData): string | undefined {
  return firstWidgetField(model, "text");
}

/** `widgetData[0].source_sentence` and `sentences` of a sentence-similarity widget, when declared. */
export function widgetSentences(model: ModelData): { source?: string; sentences?: string[] } {
  const example = model.widgetData?.[0] as Record<string, unknown> | undefined;
  const sentences = example?.sentences;
  return {
    source: firstWidgetField(model, "source_sentence"),
    sentences:
      Array.isArray(sentences) && sentences.length > 0 && sentences.every((s) => typeof s === "string")
        ? (sentences as string[])
        : undefined,
  };
}

/** The widget text of the model, else `fallback`. */
export function promptFor(model: ModelData, fallback: string): string {
  return widgetText(model) ?? fallback;
}
