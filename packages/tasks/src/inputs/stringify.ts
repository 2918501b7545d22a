// Renders chat messages and sampling settings as code literals for snippets (JS/Python object syntax).
import type { ChatCompletionInputMessage, GenerationConfigSample } from "../chat-completion";
import { jsonText, objectKey, quotedString } from "../code-literals";

// A key of the tab-indented JSON: the first string token of a line, followed by a colon. String tokens
// never span lines, so a line cannot start inside one.
const JSON_KEY = /^(\t*)("(?:[^"\\]|\\.)*"):/gm;

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
  let literal = jsonText(messages, "\t");
  // Keys lose their quotes only when they are identifiers: any other key stays a string.
  if (!options.attributeKeyQuotes)
    literal = literal.replace(JSON_KEY, (_, tabs: string, key: string) => `${tabs}${objectKey(JSON.parse(key))}:`);
  if (options.indent) literal = literal.replaceAll("\n", `\n${options.indent}`);
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
  // Callers may pass any record: a key that is not a name, or a value that is not a number, stays a string.
  const written = (value: unknown) =>
    typeof value === "number" || typeof value === "boolean" ? String(value) : quotedString(String(value));
  return Object.entries(config)
    .map(([key, value]) => {
      const name = options.attributeKeyQuotes ? quotedString(key) : objectKey(key);
      return `${name}${options.attributeValueConnector}${written(value)},`;
    })
    .join(options.indent);
}
