// Values that snippets write as code literals, rendered for Python, JavaScript and JSON from one tree.
// Strings go through @inferkit/tasks' quotedString, the one quoting home of both snippet generators.
import { quotedString } from "@inferkit/tasks";

/** A value that is code, not data: an expression written differently per language (e.g. a file read). */
export class Code {
  constructor(
    readonly python: string,
    readonly js: string,
  ) {}
}

/** A value written as one token: text, a number, a boolean, nothing, or code. */
export type Scalar = string | number | boolean | null | undefined | Code;
export type Value = Scalar | Value[] | { [key: string]: Value };

export type LiteralSyntax = "python" | "js" | "json";

const INDENT = "    ";

/**
 * The only names templates write unquoted: JavaScript object keys and Python keyword arguments. Every
 * other key, and so every key that comes from data, is written as a quoted string.
 */
const CODE_NAMES: ReadonlySet<string> = new Set(
  "Authorization Prefer apiKey api_key audio audio_url baseURL base_url billTo bill_to body candidate_labels content context data defaultHeaders default_headers headers image image_url input input_image inputs lora_weights loras max_tokens messages method model model_name other_sentences parameters path prompt provider query question response_format role scale sentences source_sentence stream table temperature text texts top_p type url version".split(
    " ",
  ),
);

export const isScalar = (value: Value): value is Scalar =>
  value === null || typeof value !== "object" || value instanceof Code;

function scalar(value: Scalar, syntax: LiteralSyntax): string {
  if (value instanceof Code) {
    if (syntax === "json") throw new TypeError("code values cannot be written as JSON");
    return value[syntax];
  }
  if (value === null || value === undefined) return syntax === "python" ? "None" : "null";
  if (typeof value === "boolean" && syntax === "python") return value ? "True" : "False";
  return typeof value === "string" ? quotedString(value) : String(value);
}

function key(name: string, syntax: LiteralSyntax): string {
  return syntax === "js" && CODE_NAMES.has(name) ? name : quotedString(name);
}

/** `value` as a literal; nested lines are indented 4 spaces deeper than `indent`. */
export function literal(value: Value, syntax: LiteralSyntax, indent = ""): string {
  if (isScalar(value)) return scalar(value, syntax);
  const inner = indent + INDENT;
  // Plain loops and string building: this runs for every value of every snippet.
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    let flat = "";
    let lines = "";
    let allScalar = true;
    for (const item of value) {
      const text = literal(item, syntax, inner);
      if (allScalar && !isScalar(item)) allScalar = false;
      flat += flat ? `, ${text}` : text;
      lines += lines ? `,\n${inner}${text}` : `${inner}${text}`;
    }
    return allScalar && flat.length <= 78 ? `[${flat}]` : `[\n${lines}\n${indent}]`;
  }
  let lines = "";
  for (const name of Object.keys(value)) {
    const item = value[name];
    if (item === undefined) continue;
    const line = `${inner}${key(name, syntax)}: ${literal(item, syntax, inner)}`;
    lines += lines ? `,\n${line}` : line;
  }
  return lines ? `{\n${lines}\n${indent}}` : "{}";
}

/**
 * Python keyword arguments, one per line: `name=value,` for the templates' own names, and one
 * `**{"key": value},` holding every other key, so a key from data stays a string.
 */
export function pythonKeywordArguments(args: Record<string, Value>, indent: string): string {
  const lines: string[] = [];
  // No prototype: a `__proto__` key from data stays an ordinary entry.
  const quoted: Record<string, Value> = Object.create(null);
  let hasQuoted = false;
  for (const name of Object.keys(args)) {
    const item = args[name];
    if (item === undefined) continue;
    if (CODE_NAMES.has(name)) lines.push(`${indent}${name}=${literal(item, "python", indent)},`);
    else {
      quoted[name] = item;
      hasQuoted = true;
    }
  }
  if (hasQuoted) lines.push(`${indent}**${literal(quoted, "python", indent)},`);
  return lines.join("\n");
}

/** Whether any part of `value` is code (then it cannot be written as plain JSON). */
export function hasCode(value: Value): boolean {
  if (value instanceof Code) return true;
  if (value === null || typeof value !== "object") return false;
  return Object.values(value).some(hasCode);
}
