// Renders chat messages and sampling settings as code literals for snippets (JS/Python object syntax).
import type { ChatCompletionInputMessage, GenerationConfigSample } from "../chat-completion";

export interface StringifyMessagesOptions {
  /** Prefix for every line after the first, so the literal lines up inside the surrounding code. */
  indent?: string;
  /** Keep `"key":` quoted (JSON, Python dicts); unquoted keys suit JavaScript object literals. */
  attributeKeyQuotes?: boolean;
  /** Last rewrite of the whole literal, e.g. escaping for a template string. */
  customContentEscaper?: (literal: string) => string;
}

/** The messages as a tab-indented literal. */
export function stringifyMessages(
  messages: ChatCompletionInputMessage[],
  options: StringifyMessagesOptions = {},
): string {
  let literal = JSON.stringify(messages, null, "\t");
  if (options.indent) literal = literal.replaceAll("\n", `\n${options.indent}`);
  if (!options.attributeKeyQuotes) literal = literal.replace(/"([^"]+)":/g, "$1:");
  return options.customContentEscaper ? options.customContentEscaper(literal) : literal;
}

export interface StringifyGenerationConfigOptions {
  /** Separator put between settings, typically a newline plus indentation. */
  indent: string;
  /** What joins a key to its value: `: ` for objects, `=` for keyword arguments. */
  attributeValueConnector: string;
  attributeKeyQuotes?: boolean;
}

/** Every key of `config` as a `key<connector>value,` item, e.g. `temperature: 0.5,`, in insertion order. */
export function stringifyGenerationConfig(
  config: GenerationConfigSample,
  options: StringifyGenerationConfigOptions,
): string {
  const quote = options.attributeKeyQuotes ? '"' : "";
  return Object.entries(config)
    .map(([key, value]) => `${quote}${key}${quote}${options.attributeValueConnector}${value},`)
    .join(options.indent);
}
