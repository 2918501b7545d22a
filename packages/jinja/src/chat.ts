// renderChatTemplate: what transformers' `apply_chat_template` does with a template and a conversation.
import { TemplateError } from "./errors";
import { Template, type TemplateOptions } from "./template";

/** One entry of a tokenizer config's list of named templates. */
export interface NamedChatTemplate {
  name: string;
  template: string;
}

/** A special token as tokenizer configs store it: a string or an AddedToken object. */
export type SpecialToken = string | { content: string; [key: string]: unknown } | null;

/** The fields of `tokenizer_config.json` the helper reads. */
export interface TokenizerConfig {
  chat_template?: string | NamedChatTemplate[] | null;
  bos_token?: SpecialToken;
  eos_token?: SpecialToken;
  unk_token?: SpecialToken;
  sep_token?: SpecialToken;
  pad_token?: SpecialToken;
  cls_token?: SpecialToken;
  mask_token?: SpecialToken;
  additional_special_tokens?: SpecialToken[];
  [key: string]: unknown;
}

export interface RenderChatTemplateOptions {
  /** The chat template, or a list of named templates; takes precedence over tokenizerConfig.chat_template. */
  template?: string | NamedChatTemplate[];
  tokenizerConfig?: TokenizerConfig;
  /** Which named template to use (default: `tool_use` with tools, `rag` with documents, else `default`). */
  templateName?: string;
  messages: unknown[];
  tools?: unknown[];
  documents?: unknown[];
  addGenerationPrompt?: boolean;
  /** Limits and clock for the render. */
  templateOptions?: TemplateOptions;
  /** Any other variable the template reads (e.g. enable_thinking). */
  [variable: string]: unknown;
}

const SPECIAL_TOKEN_FIELDS = [
  "bos_token",
  "eos_token",
  "unk_token",
  "sep_token",
  "pad_token",
  "cls_token",
  "mask_token",
];
const OWN_OPTIONS = new Set([
  "template",
  "tokenizerConfig",
  "templateName",
  "messages",
  "tools",
  "documents",
  "addGenerationPrompt",
  "templateOptions",
]);

/** Error of the helper itself (no template, unknown template name). */
export class ChatTemplateError extends TemplateError {
  override name = "ChatTemplateError";
}

/** Picks the template source as transformers does for lists of named templates. */
export function selectChatTemplate(
  template: string | NamedChatTemplate[] | null | undefined,
  { templateName, tools, documents }: { templateName?: string; tools?: unknown[]; documents?: unknown[] } = {},
): string {
  if (template === null || template === undefined || template === "") {
    throw new ChatTemplateError("Cannot use chat template functions because tokenizer.chat_template is not set");
  }
  if (typeof template === "string") return template;
  if (!Array.isArray(template)) {
    throw new ChatTemplateError(
      `chat_template must be a string or a list of { name, template } objects, not ${describe(template)}`,
    );
  }
  const byName = new Map(template.map((entry, i) => namedTemplate(entry, i)));
  const wanted = templateName ?? (tools ? "tool_use" : documents ? "rag" : "default");
  const chosen = byName.get(wanted) ?? (templateName === undefined ? byName.get("default") : undefined);
  if (chosen === undefined) {
    throw new ChatTemplateError(
      `No chat template named '${wanted}'. Available template names are ${[...byName.keys()].join(", ") || "none"}.`,
    );
  }
  return chosen;
}

function describe(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "a list" : typeof value;
}

/** Checks one entry of a list of named templates (configs are untrusted JSON). */
function namedTemplate(entry: unknown, index: number): [string, string] {
  const { name, template } = (typeof entry === "object" && entry !== null ? entry : {}) as Partial<NamedChatTemplate>;
  if (typeof name !== "string" || typeof template !== "string") {
    throw new ChatTemplateError(`chat_template entry ${index} must be an object with string 'name' and 'template'`);
  }
  return [name, template];
}

/** The text of a special token: a string, or the string `content` of an AddedToken; anything else is ignored. */
function tokenText(token: unknown): string | undefined {
  if (typeof token === "string") return token;
  const content = typeof token === "object" && token !== null ? (token as { content?: unknown }).content : undefined;
  return typeof content === "string" ? content : undefined;
}

/** The special-token variables a tokenizer config contributes (`bos_token`, `eos_token`, …). */
export function specialTokenVariables(config: TokenizerConfig | undefined): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  if (typeof config !== "object" || config === null) return variables;
  for (const field of SPECIAL_TOKEN_FIELDS) {
    const text = tokenText(config[field]);
    if (text !== undefined) variables[field] = text;
  }
  if (Array.isArray(config.additional_special_tokens)) {
    variables.additional_special_tokens = config.additional_special_tokens
      .map(tokenText)
      .filter((t) => t !== undefined);
  }
  return variables;
}

// Recently compiled templates, so repeated calls with the same template skip parsing.
const cache = new Map<string, Template>();
const CACHE_SIZE = 16;

function compiled(source: string, options: TemplateOptions | undefined): Template {
  if (options) return new Template(source, options);
  let template = cache.get(source);
  if (template) {
    cache.delete(source);
  } else {
    template = new Template(source);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  cache.set(source, template);
  return template;
}

/** Renders a conversation with a chat template, like transformers' apply_chat_template(tokenize=False). */
export function renderChatTemplate(options: RenderChatTemplateOptions): string {
  if (typeof options !== "object" || options === null) {
    throw new ChatTemplateError(`renderChatTemplate expects an options object, not ${describe(options)}`);
  }
  const { tokenizerConfig, tools, documents, templateName, messages } = options;
  const source = selectChatTemplate(options.template ?? tokenizerConfig?.chat_template, {
    templateName,
    tools,
    documents,
  });
  const context: Record<string, unknown> = {
    ...specialTokenVariables(tokenizerConfig),
    messages,
    add_generation_prompt: options.addGenerationPrompt ?? false,
  };
  // transformers always passes these two, as None when absent.
  context.tools = tools ?? null;
  context.documents = documents ?? null;
  for (const key of Object.keys(options)) if (!OWN_OPTIONS.has(key)) context[key] = options[key];
  return compiled(source, options.templateOptions).render(context);
}
