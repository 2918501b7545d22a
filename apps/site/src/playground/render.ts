// What the playground computes for one edit: parse the JSON inputs, render the template,
// and pretty-print it. Runs inside a Web Worker so a slow template never blocks the page.
import { Template, TemplateError, TemplateSyntaxError } from "@inferkit/jinja";
import { messageOf } from "../unknown-values";

/** The special tokens the playground passes to templates, as transformers does from the tokenizer. */
export const SPECIAL_TOKEN_NAMES = ["bos_token", "eos_token", "pad_token", "unk_token"] as const;
export type SpecialTokens = Record<(typeof SPECIAL_TOKEN_NAMES)[number], string>;

export interface PlaygroundInput {
  template: string;
  messages: string;
  tools: string;
  addGenerationPrompt: boolean;
  /** An empty token is left out of the context, as a tokenizer without it would. */
  specialTokens: SpecialTokens;
}

export type PlaygroundResult =
  | { ok: true; output: string; formatted: string | null }
  | { ok: false; stage: "messages" | "tools" | "template"; message: string; line?: number; column?: number };

function parseJson(text: string, stage: "messages" | "tools"): unknown[] | PlaygroundResult {
  if (stage === "tools" && text.trim() === "") return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return { ok: false, stage, message: `The ${stage} must be a JSON array.` };
    return value;
  } catch (error) {
    return { ok: false, stage, message: `The ${stage} are not valid JSON: ${messageOf(error)}` };
  }
}

function describeError(error: unknown): Omit<Extract<PlaygroundResult, { ok: false }>, "ok" | "stage"> {
  // A syntax error's reason is its message without the excerpt, which the playground marks itself.
  const message = error instanceof TemplateSyntaxError ? error.reason : messageOf(error);
  const location = error instanceof TemplateError ? error.location : undefined;
  return {
    message,
    ...(location ? { line: location.line, column: location.column } : {}),
  };
}

export function renderPlayground(input: PlaygroundInput): PlaygroundResult {
  const messages = parseJson(input.messages, "messages");
  if (!Array.isArray(messages)) return messages;
  const tools = parseJson(input.tools, "tools");
  if (!Array.isArray(tools)) return tools;
  let template: Template;
  try {
    template = new Template(input.template);
  } catch (error) {
    return { ok: false, stage: "template", ...describeError(error) };
  }
  try {
    const output = template.render({
      ...Object.fromEntries(Object.entries(input.specialTokens).filter(([, text]) => text !== "")),
      messages,
      ...(tools.length ? { tools } : {}),
      add_generation_prompt: input.addGenerationPrompt,
    });
    let formatted: string | null = null;
    try {
      formatted = template.format({ indent: 2 });
    } catch {
      formatted = null;
    }
    return { ok: true, output, formatted };
  } catch (error) {
    return { ok: false, stage: "template", ...describeError(error) };
  }
}
