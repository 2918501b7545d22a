// Loads a model's chat template from the Hub as transformers does: `chat_template.jinja` when the repo has
// one, else the `chat_template` of `tokenizer_config.json` (a string, or a list of named templates), with the
// tokenizer's special tokens. Everything read is untrusted: sizes are capped and shapes checked.
import { specialTokenVariables, type TokenizerConfig } from "@inferkit/jinja";
import { LOOKUP_TIMEOUT_MS } from "../model-lookup";
import { isModelId } from "../model-record";
import { hubRequestInit, readTextCapped } from "../read-capped";
import { isRecord, messageOf } from "../unknown-values";
import { SPECIAL_TOKEN_NAMES, type SpecialTokens } from "./render";

/** Larger than any real tokenizer config or template; past it the file is refused, never read whole. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** A list of named templates longer than this is refused (real ones hold two or three). */
export const MAX_NAMED_TEMPLATES = 64;

export interface NamedTemplate {
  name: string;
  template: string;
}

export type LoadedTemplates = {
  status: "loaded";
  modelId: string;
  /** Where the template came from. */
  file: "chat_template.jinja" | "tokenizer_config.json";
  /** One entry named "default" for a single template; the config's own names for a list. */
  templates: NamedTemplate[];
  specialTokens: SpecialTokens;
};

export type LoadResult =
  | LoadedTemplates
  /** No such repo, or one with neither file. */
  | { status: "not-found"; modelId: string }
  /** The repo exists but holds no chat template. */
  | { status: "no-template"; modelId: string }
  /** Gated or private: `withToken` says whether the visitor's token was sent (and refused). */
  | { status: "gated"; modelId: string; withToken: boolean }
  | { status: "error"; modelId: string; message: string };

export interface LoadOptions {
  hubUrl: string;
  token?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** How long each file may take before the load counts as failed (default: as a model lookup). */
  timeoutMs?: number;
}

type FileResult = { text: string } | { absent: true } | { denied: true } | { error: string };

/** Reads a body up to MAX_FILE_BYTES, cancelling it past the cap. */
async function readCapped(response: Response, path: string): Promise<FileResult> {
  const text = await readTextCapped(response, MAX_FILE_BYTES);
  return text === undefined ? { error: tooLarge(path) } : { text };
}

function tooLarge(path: string): string {
  return `${path} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB, which no real chat template needs.`;
}

async function fetchFile(modelId: string, path: string, options: LoadOptions): Promise<FileResult> {
  const url = `${options.hubUrl}/${modelId}/resolve/main/${path}`;
  const init = hubRequestInit(options.token, options.signal, options.timeoutMs ?? LOOKUP_TIMEOUT_MS);
  const response = await (options.fetch ?? globalThis.fetch)(url, init);
  // The Hub answers 401 for a repo that does not exist too, so as not to tell it from a private one.
  const notFound = response.status === 404 || response.headers.get("x-error-code") === "RepoNotFound";
  if (notFound) return { absent: true };
  if (response.status === 401 || response.status === 403) return { denied: true };
  if (!response.ok) return { error: `The Hub answered ${response.status} for ${path}.` };
  return readCapped(response, path);
}

/** The named templates of a config's `chat_template`, or why it cannot be used. */
function templatesOf(value: unknown): NamedTemplate[] | string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "string") return [{ name: "default", template: value }];
  if (!Array.isArray(value)) return "chat_template in tokenizer_config.json is neither a string nor a list.";
  if (value.length > MAX_NAMED_TEMPLATES)
    return `tokenizer_config.json lists more than ${MAX_NAMED_TEMPLATES} named templates.`;
  const named: NamedTemplate[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.name !== "string" || typeof entry.template !== "string")
      return "An entry of chat_template in tokenizer_config.json is not a { name, template } object.";
    named.push({ name: entry.name, template: entry.template });
  }
  return named.length ? named : undefined;
}

function specialTokensOf(config: TokenizerConfig | undefined): SpecialTokens {
  const variables = specialTokenVariables(config);
  const pick = (name: string) => (typeof variables[name] === "string" ? (variables[name] as string) : "");
  return Object.fromEntries(SPECIAL_TOKEN_NAMES.map((name) => [name, pick(name)])) as SpecialTokens;
}

function parseConfig(text: string): TokenizerConfig | string {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? (value as TokenizerConfig) : "tokenizer_config.json is not a JSON object.";
  } catch {
    return "tokenizer_config.json is not valid JSON.";
  }
}

/** Fetches both files at once and decides as transformers does; never throws (but for an abort). */
export async function loadModelTemplates(modelId: string, options: LoadOptions): Promise<LoadResult> {
  if (!isModelId(modelId))
    return { status: "error", modelId, message: "A model id looks like org/name: letters, digits, '-', '_' and '.'." };
  let files: [FileResult, FileResult];
  try {
    files = await Promise.all([
      fetchFile(modelId, "chat_template.jinja", options),
      fetchFile(modelId, "tokenizer_config.json", options),
    ]);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { status: "error", modelId, message: `The Hub could not be reached (${messageOf(error)}).` };
  }
  const [jinja, configFile] = files;
  if ("denied" in jinja || "denied" in configFile) return { status: "gated", modelId, withToken: !!options.token };
  for (const file of files) if ("error" in file) return { status: "error", modelId, message: file.error };
  if ("absent" in jinja && "absent" in configFile) return { status: "not-found", modelId };
  const config = "text" in configFile ? parseConfig(configFile.text) : undefined;
  if (typeof config === "string") return { status: "error", modelId, message: config };
  const specialTokens = specialTokensOf(config);
  if ("text" in jinja) {
    const templates = [{ name: "default", template: jinja.text }];
    return { status: "loaded", modelId, file: "chat_template.jinja", templates, specialTokens };
  }
  const templates = templatesOf(config?.chat_template);
  if (typeof templates === "string") return { status: "error", modelId, message: templates };
  if (!templates) return { status: "no-template", modelId };
  return { status: "loaded", modelId, file: "tokenizer_config.json", templates, specialTokens };
}
