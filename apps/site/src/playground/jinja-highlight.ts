// Jinja highlighting for the playground's editor. Template text outside tags stays plain; inside
// `{{ }}`, `{% %}` and `{# #}` delimiters, keywords, strings, numbers, filters, tests and attributes get
// the kinds (and so the colours) of the site's other code blocks. Like `highlight` of @inferkit/ui, the
// tokens always concatenate back to the input, so the highlighted layer can never drift from the text.
import type { Token, TokenKind } from "@inferkit/ui";

const TAG_START = /\{[{%#]/g;
const STATEMENT_KEYWORDS = new Set(
  `for in if elif else endif endfor set endset macro endmacro call endcall filter endfilter block endblock extends
   include import from as with endwith raw endraw not and or is recursive generation endgeneration break continue
   do true false none True False None`.split(/\s+/),
);
const CLOSING_BRACKETS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

type Rule = [TokenKind | "word", RegExp];
const rule = (kind: Rule[0], source: string): Rule => [kind, new RegExp(source, "y")];

// Inside a tag. Strings may hold `%}` or `}}`, so they are read before any closing delimiter.
const TAG_RULES: Rule[] = [
  rule("string", `"(?:\\\\[\\s\\S]|[^"\\\\])*"?|'(?:\\\\[\\s\\S]|[^'\\\\])*'?`),
  rule("number", "\\d[\\d_]*(?:\\.\\d+)?(?:[eE][+-]?\\d+)?"),
  rule("property", "(?<=\\.\\s*)[A-Za-z_]\\w*"),
  // Filters (`| trim`), tests (`is defined`, `is not none`) and called names.
  rule(
    "function",
    "(?<=\\|\\s*)[A-Za-z_]\\w*|(?<=\\bis\\s+(?:not\\s+)?)(?!not\\b)[A-Za-z_]\\w*|[A-Za-z_]\\w*(?=\\s*\\()",
  ),
  rule("word", "[A-Za-z_]\\w*"),
  rule("operator", "[-+*/%=<>!~|]+"),
  rule("punctuation", "[()[\\]{},.:]"),
  rule("text", "\\s+"),
];

function pushToken(tokens: Token[], kind: TokenKind, text: string): void {
  if (text === "") return;
  const last = tokens[tokens.length - 1];
  if (last && last.kind === kind && kind === "text") last.text += text;
  else tokens.push({ kind, text });
}

/** Reads one `{{ … }}` or `{% … %}` tag from `start`; returns where it ends and its first word. */
function readTag(source: string, start: number, tokens: Token[]): { end: number; firstWord: string } {
  const isStatement = source[start + 1] === "%";
  const delimiterKind: TokenKind = isStatement ? "keyword" : "variable";
  const opener = /\{[{%][-+]?/y;
  opener.lastIndex = start;
  const open = opener.exec(source)?.[0] ?? source.slice(start, start + 2);
  pushToken(tokens, delimiterKind, open);
  const closer = isStatement ? /[-+]?%\}/y : /[-+]?\}\}/y;
  const brackets: string[] = [];
  let firstWord = "";
  let position = start + open.length;
  while (position < source.length) {
    closer.lastIndex = position;
    const close = brackets.length === 0 ? closer.exec(source) : null;
    if (close) {
      pushToken(tokens, delimiterKind, close[0]);
      return { end: position + close[0].length, firstWord };
    }
    let matched = false;
    for (const [kind, pattern] of TAG_RULES) {
      pattern.lastIndex = position;
      const text = pattern.exec(source)?.[0];
      if (!text) continue;
      if (kind === "word") {
        if (firstWord === "") firstWord = text;
        pushToken(tokens, STATEMENT_KEYWORDS.has(text) ? "keyword" : "text", text);
      } else {
        pushToken(tokens, kind, text);
      }
      if (kind === "punctuation") {
        if ("([{".includes(text)) brackets.push(text);
        else if (CLOSING_BRACKETS[text] === brackets[brackets.length - 1]) brackets.pop();
      }
      position += text.length;
      matched = true;
      break;
    }
    if (!matched) {
      pushToken(tokens, "text", source[position] as string);
      position++;
    }
  }
  return { end: position, firstWord };
}

export function highlightJinja(source: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < source.length) {
    TAG_START.lastIndex = position;
    const found = TAG_START.exec(source);
    if (!found) break;
    pushToken(tokens, "text", source.slice(position, found.index));
    if (found[0] === "{#") {
      const close = source.indexOf("#}", found.index + 2);
      const end = close === -1 ? source.length : close + 2;
      pushToken(tokens, "comment", source.slice(found.index, end));
      position = end;
      continue;
    }
    const { end, firstWord } = readTag(source, found.index, tokens);
    position = end;
    if (firstWord === "raw") {
      // Everything up to `{% endraw %}` is template text, tags included.
      const endRaw = /\{%[-+]?\s*endraw\b/g;
      endRaw.lastIndex = position;
      const stop = endRaw.exec(source)?.index ?? source.length;
      pushToken(tokens, "text", source.slice(position, stop));
      position = stop;
    }
  }
  pushToken(tokens, "text", source.slice(position));
  return tokens;
}
