// Lexer: turns template text into tokens with the exact whitespace rules of Jinja2's lexer under
// transformers' settings (trim_blocks and lstrip_blocks on, trailing newline dropped).
import { TemplateSyntaxError } from "./errors";

export type TokenType =
  | "data"
  | "block_begin"
  | "block_end"
  | "variable_begin"
  | "variable_end"
  | "name"
  | "string"
  | "integer"
  | "float"
  | "operator"
  | "eof";

export interface Token {
  type: TokenType;
  /** Text of data, names and operators; decoded text of strings; digits of numbers. */
  value: string;
  /** Offset in the normalised source (newlines as `\n`). */
  offset: number;
}

const OPERATORS = [
  "//",
  "**",
  "==",
  "!=",
  ">=",
  "<=",
  "+",
  "-",
  "/",
  "*",
  "%",
  "~",
  "[",
  "]",
  "(",
  ")",
  "{",
  "}",
  ">",
  "<",
  "=",
  ".",
  ":",
  "|",
  ",",
  ";",
];
const CLOSERS: Record<string, string> = { "(": ")", "[": "]", "{": "}" };

const WHITESPACE = /\s+/y;
const FLOAT = /(?<!\.)(?:\d+_)*\d+(?:(?:\.(?:\d+_)*\d+)?e[+-]?(?:\d+_)*\d+|\.(?:\d+_)*\d+)/iy;
const INTEGER = /0b(?:_?[01])+|0o(?:_?[0-7])+|0x(?:_?[\da-f])+|[1-9](?:_?\d)*|0(?:_?0)*/iy;
const NAME = /[\p{L}_][\p{L}\p{N}_]*/uy;
const STRING = /'([^'\\]*(?:\\.[^'\\]*)*)'|"([^"\\]*(?:\\.[^"\\]*)*)"/sy;
const RAW_BEGIN = /\{%[-+]?\s*raw\s*(?:-%\}\s*|%\})/y;
const RAW_END = /\{%([-+]?)\s*endraw\s*(?:\+%\}|-%\}\s*|%\}\n?)/g;
const ONLY_WHITESPACE = /^\s+$/;

/** Normalises newlines and drops one trailing newline, as Jinja2 does before lexing. */
export function normalizeSource(source: string): string {
  const text = source.replace(/\r\n?/g, "\n");
  return text.endsWith("\n") ? text.slice(0, -1) : text;
}

/** Tokenizes template text (newlines normalised and one trailing newline dropped first, like Jinja2). */
export function tokenize(source: string): Token[] {
  return tokenizeNormalized(normalizeSource(source));
}

/** Tokenizes text already passed through normalizeSource. */
export function tokenizeNormalized(source: string): Token[] {
  const tokens: Token[] = [];
  const n = source.length;
  let pos = 0;
  let lineStarting = true;

  const fail = (reason: string, offset: number): never => {
    throw new TemplateSyntaxError(reason, source, offset);
  };

  /** Applies `-` / lstrip_blocks to the text before a tag and emits it. */
  const emitText = (text: string, start: number, sign: string, lstrip: boolean) => {
    if (sign === "-") text = text.trimEnd();
    else if (sign !== "+" && lstrip) {
      const lineStart = text.lastIndexOf("\n") + 1;
      if ((lineStart > 0 || lineStarting) && ONLY_WHITESPACE.test(text.slice(lineStart))) {
        text = text.slice(0, lineStart);
      }
    }
    if (text) tokens.push({ type: "data", value: text, offset: start });
  };

  /** Matches an end tag at `at`; returns its end offset or -1. */
  const matchEnd = (at: number, block: boolean): number => {
    const close = block ? "%}" : "}}";
    if (block && source.startsWith(`+${close}`, at)) return at + 3;
    if (source.startsWith(`-${close}`, at)) {
      WHITESPACE.lastIndex = at + 3;
      return WHITESPACE.test(source) ? WHITESPACE.lastIndex : at + 3;
    }
    if (source.startsWith(close, at)) {
      // trim_blocks: the first newline after a block tag is removed.
      return block && source.charCodeAt(at + 2) === 10 ? at + 3 : at + 2;
    }
    return -1;
  };

  const lexTag = (block: boolean) => {
    const stack: string[] = [];
    for (;;) {
      if (pos >= n) return;
      if (stack.length === 0) {
        const end = matchEnd(pos, block);
        if (end >= 0) {
          tokens.push({ type: block ? "block_end" : "variable_end", value: "", offset: pos });
          lineStarting = source.charCodeAt(end - 1) === 10;
          pos = end;
          return;
        }
      }
      const c = source[pos] as string;
      if (/\s/.test(c)) {
        WHITESPACE.lastIndex = pos;
        WHITESPACE.test(source);
        pos = WHITESPACE.lastIndex;
        continue;
      }
      let m = sticky(FLOAT, source, pos);
      if (m) {
        tokens.push({ type: "float", value: m[0].replaceAll("_", ""), offset: pos });
        pos += m[0].length;
        continue;
      }
      m = sticky(INTEGER, source, pos);
      if (m) {
        tokens.push({ type: "integer", value: m[0].replaceAll("_", ""), offset: pos });
        pos += m[0].length;
        continue;
      }
      m = sticky(NAME, source, pos);
      if (m) {
        tokens.push({ type: "name", value: m[0], offset: pos });
        pos += m[0].length;
        continue;
      }
      m = sticky(STRING, source, pos);
      if (m) {
        tokens.push({ type: "string", value: unescapeString(m[1] ?? m[2] ?? "", source, pos), offset: pos });
        pos += m[0].length;
        continue;
      }
      const op = OPERATORS.find((o) => source.startsWith(o, pos));
      if (!op) return fail(`unexpected char ${JSON.stringify(c)}`, pos);
      const closer = CLOSERS[op];
      if (closer) stack.push(closer);
      else if (op === ")" || op === "]" || op === "}") {
        const expected = stack.pop();
        if (expected === undefined) fail(`unexpected '${op}'`, pos);
        if (expected !== op) fail(`unexpected '${op}', expected '${expected}'`, pos);
      }
      tokens.push({ type: "operator", value: op, offset: pos });
      pos += op.length;
    }
  };

  while (pos < n) {
    let tag = source.indexOf("{", pos);
    while (tag >= 0) {
      const next = source.charCodeAt(tag + 1);
      if (next === 37 /* % */ || next === 123 /* { */ || next === 35 /* # */) break;
      tag = source.indexOf("{", tag + 1);
    }
    if (tag < 0) {
      tokens.push({ type: "data", value: source.slice(pos), offset: pos });
      break;
    }
    const kind = source[tag + 1];
    const signChar = source[tag + 2];
    const sign = signChar === "-" || signChar === "+" ? signChar : "";
    const text = source.slice(pos, tag);
    const textStart = pos;
    pos = tag + 2 + sign.length;

    if (kind === "%" && sticky(RAW_BEGIN, source, tag)) {
      emitText(text, textStart, sign, true);
      lexRaw(tag);
      continue;
    }
    emitText(text, textStart, sign, kind !== "{");
    if (kind === "#") {
      lexComment(tag);
      continue;
    }
    const block = kind === "%";
    tokens.push({ type: block ? "block_begin" : "variable_begin", value: "", offset: tag });
    lexTag(block);
  }
  tokens.push({ type: "eof", value: "", offset: n });
  return tokens;

  function lexComment(start: number) {
    for (let at = pos; at < n; at++) {
      if (source.charCodeAt(at) !== 35 && source.charCodeAt(at) !== 43 && source.charCodeAt(at) !== 45) continue;
      let end = -1;
      if (source.startsWith("+#}", at)) end = at + 3;
      else if (source.startsWith("-#}", at)) {
        WHITESPACE.lastIndex = at + 3;
        end = WHITESPACE.test(source) ? WHITESPACE.lastIndex : at + 3;
      } else if (source.startsWith("#}", at)) end = source.charCodeAt(at + 2) === 10 ? at + 3 : at + 2;
      if (end >= 0) {
        lineStarting = source.charCodeAt(end - 1) === 10;
        pos = end;
        return;
      }
    }
    fail("Missing end of comment tag", start);
  }

  function lexRaw(start: number) {
    const begin = sticky(RAW_BEGIN, source, start) as RegExpExecArray;
    const bodyStart = start + begin[0].length;
    RAW_END.lastIndex = bodyStart;
    const end = RAW_END.exec(source);
    if (!end) return fail("Missing end of raw directive", start);
    lineStarting = begin[0].endsWith("\n");
    emitText(source.slice(bodyStart, end.index), bodyStart, end[1] ?? "", true);
    lineStarting = end[0].endsWith("\n");
    pos = end.index + end[0].length;
  }
}

function sticky(re: RegExp, source: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(source);
}

const SIMPLE_ESCAPES: Record<string, string> = {
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\n": "",
};

/** Decodes a string literal body like Python's `unicode-escape` codec (unknown escapes kept). */
function unescapeString(body: string, source: string, offset: number): string {
  if (!body.includes("\\")) return body;
  return body.replace(
    /\\(x[\s\S]{0,2}|u[\s\S]{0,4}|U[\s\S]{0,8}|N\{[^}]*\}|[0-7]{1,3}|[\s\S])/g,
    (all, esc: string) => {
      const simple = SIMPLE_ESCAPES[esc];
      if (simple !== undefined) return simple;
      const head = esc[0] as string;
      if (head === "x" || head === "u" || head === "U") {
        const digits = esc.slice(1);
        const want = head === "x" ? 2 : head === "u" ? 4 : 8;
        if (digits.length !== want || !/^[0-9a-fA-F]+$/.test(digits)) {
          throw new TemplateSyntaxError(`truncated \\${head}${"X".repeat(want)} escape`, source, offset);
        }
        return String.fromCodePoint(Number.parseInt(digits, 16));
      }
      if (/^[0-7]/.test(esc)) return String.fromCodePoint(Number.parseInt(esc, 8));
      if (head === "N") throw new TemplateSyntaxError("\\N{...} escapes are not supported", source, offset);
      return all;
    },
  );
}
