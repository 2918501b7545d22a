// Values that snippets write as code literals, rendered for Python, JavaScript and JSON from one tree.

/** A value that is code, not data: an expression written differently per language (e.g. a file read). */
export class Code {
  constructor(
    readonly python: string,
    readonly js: string,
  ) {}
}

export type Value = string | number | boolean | null | undefined | Code | Value[] | { [key: string]: Value };

export type LiteralSyntax = "python" | "js" | "json";

const INDENT = "    ";
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const isScalar = (value: Value): boolean => value === null || typeof value !== "object" || value instanceof Code;

function scalar(value: Value, syntax: LiteralSyntax): string {
  if (value instanceof Code) {
    if (syntax === "json") throw new TypeError("code values cannot be written as JSON");
    return value[syntax];
  }
  if (value === null || value === undefined) return syntax === "python" ? "None" : "null";
  if (typeof value === "boolean" && syntax === "python") return value ? "True" : "False";
  // JSON string syntax is valid in Python and JavaScript too.
  return JSON.stringify(value);
}

function key(name: string, syntax: LiteralSyntax): string {
  return syntax === "js" && IDENTIFIER.test(name) ? name : JSON.stringify(name);
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
  for (const name in value as { [key: string]: Value }) {
    const item = (value as { [key: string]: Value })[name];
    if (item === undefined) continue;
    const line = `${inner}${key(name, syntax)}: ${literal(item, syntax, inner)}`;
    lines += lines ? `,\n${line}` : line;
  }
  return lines ? `{\n${lines}\n${indent}}` : "{}";
}

/** Python keyword arguments, one per line: `name=value,`. */
export function pythonKeywordArguments(args: Record<string, Value>, indent: string): string {
  return Object.entries(args)
    .filter(([, item]) => item !== undefined)
    .map(([name, item]) => `${indent}${name}=${literal(item, "python", indent)},`)
    .join("\n");
}

/** Quotes a word for POSIX shells; single quotes keep `$` and backslashes literal. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** Whether any part of `value` is code (then it cannot be written as plain JSON). */
export function hasCode(value: Value): boolean {
  if (value instanceof Code) return true;
  if (value === null || typeof value !== "object") return false;
  return Object.values(value).some(hasCode);
}
