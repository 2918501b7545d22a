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

/** The operator starting at `pos` (longest match), or the single character found there. */
function operatorAt(source: string, pos: number): string {
  const c = source[pos] as string;
  const next = source.charCodeAt(pos + 1);
  if (next === 61 /* = */ && (c === "=" || c === "!" || c === ">" || c === "<")) return `${c}=`;
  if ((c === "/" && next === 47) || (c === "*" && next === 42)) return c + c;
  return c;
}
const ONE_CHAR_OPERATORS = new Set("+-/*%~[](){}><=.:|,;");
const CLOSERS: Record<string, string> = { "(": ")", "[": "]", "{": "}" };

const WHITESPACE = /\s+/y;
const FLOAT = /(?<!\.)(?:\d+_)*\d+(?:(?:\.(?:\d+_)*\d+)?e[+-]?(?:\d+_)*\d+|\.(?:\d+_)*\d+)/iy;
const INTEGER = /0b(?:_?[01])+|0o(?:_?[0-7])+|0x(?:_?[\da-f])+|[1-9](?:_?\d)*|0(?:_?0)*/iy;
const NAME = /[\p{L}_][\p{L}\p{N}_]*/uy;
const STRING = /'([^'\\]*(?:\\.[^'\\]*)*)'|"([^"\\]*(?:\\.[^"\\]*)*)"/sy;
const RAW_BEGIN = /\{%[-+]?\s*raw\s*(?:-%\}\s*|%\})/y;
const RAW_END = /\{%([-+]?)\s*endraw\s*(?:\+%\}|-%\}\s*|%\}\n?)/g;

/** Whitespace other than a newline (Python's `\s` minus `\n`). */
function isInlineSpace(code: number): boolean {
  if (code === 32 || code === 9) return true;
  if (code === 10) return false;
  return (
    (code >= 11 && code <= 13) || (code >= 28 && code <= 31) || (code > 127 && /\s/.test(String.fromCharCode(code)))
  );
}

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
      // lstrip_blocks: drop the indentation between the last newline and the tag.
      let i = text.length;
      while (i > 0 && isInlineSpace(text.charCodeAt(i - 1))) i--;
      const lineStart = i === 0 ? 0 : text.charCodeAt(i - 1) === 10 ? i : -1;
      if (lineStart >= 0 && i < text.length && (lineStart > 0 || lineStarting)) text = text.slice(0, lineStart);
    }
    if (text) tokens.push({ type: "data", value: text, offset: start });
  };

  /** Matches an end tag at `at`; returns its end offset or -1. */
  const matchEnd = (at: number, block: boolean): number => {
    const first = source.charCodeAt(at);
    if (first !== 43 && first !== 45 && first !== 37 && first !== 125) return -1;
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

  const push = (type: TokenType, value: string, length: number) => {
    tokens.push({ type, value, offset: pos });
    pos += length;
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
      // Rules in Jinja2's order: whitespace, float, integer, name, string, operator.
      const code = source.charCodeAt(pos);
      if (code === 32 || code === 10 || isInlineSpace(code)) {
        pos++;
        continue;
      }
      if (code >= 48 && code <= 57) {
        const float = sticky(FLOAT, source, pos);
        if (float) push("float", float[0].replaceAll("_", ""), float[0].length);
        else {
          const integer = sticky(INTEGER, source, pos) as RegExpExecArray;
          push("integer", integer[0].replaceAll("_", ""), integer[0].length);
        }
        continue;
      }
      if (isAsciiNameChar(code) && !(code >= 48 && code <= 57)) {
        let end = pos + 1;
        while (end < n && isAsciiNameChar(source.charCodeAt(end))) end++;
        if (end === n || source.charCodeAt(end) < 128) {
          push("name", source.slice(pos, end), end - pos);
          continue;
        }
      }
      if (code === 95 || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code > 127) {
        const name = sticky(NAME, source, pos);
        if (name) {
          push("name", name[0], name[0].length);
          continue;
        }
      }
      if (code === 39 || code === 34) {
        const string = sticky(STRING, source, pos);
        if (string) {
          push("string", unescapeString(string[1] ?? string[2] ?? "", source, pos), string[0].length);
          continue;
        }
      }
      const op = operatorAt(source, pos);
      if (!ONE_CHAR_OPERATORS.has(op) && op.length === 1) return fail(`unexpected char ${JSON.stringify(op)}`, pos);
      const closer = CLOSERS[op];
      if (closer) stack.push(closer);
      else if (op === ")" || op === "]" || op === "}") {
        const expected = stack.pop();
        if (expected === undefined) fail(`unexpected '${op}'`, pos);
        if (expected !== op) fail(`unexpected '${op}', expected '${expected}'`, pos);
      }
      push("operator", op, op.length);
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
    // Like Jinja2, a comment opened at the very end of the template is dropped silently.
    if (pos < n) fail("Missing end of comment tag", start);
  }

  function lexRaw(start: number) {
    const begin = sticky(RAW_BEGIN, source, start) as RegExpExecArray;
    const bodyStart = start + begin[0].length;
    RAW_END.lastIndex = bodyStart;
    const end = RAW_END.exec(source);
    if (!end) {
      pos = n;
      return bodyStart < n ? fail("Missing end of raw directive", start) : undefined;
    }
    lineStarting = begin[0].endsWith("\n");
    emitText(source.slice(bodyStart, end.index), bodyStart, end[1] ?? "", true);
    lineStarting = end[0].endsWith("\n");
    pos = end.index + end[0].length;
  }
}

function isAsciiNameChar(code: number): boolean {
  return code === 95 || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
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
