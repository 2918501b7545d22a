// A small syntax highlighter for the languages our snippets use. Each language is an
// ordered list of sticky regular expressions tried at the current position; the first
// that matches wins, and a character no rule claims is plain text. Tokens always
// concatenate back to the input, so highlighting can never change the code shown.

export type CodeLanguage = "javascript" | "typescript" | "python" | "shell" | "json" | "text";
export type TokenKind =
  | "keyword"
  | "string"
  | "comment"
  | "number"
  | "function"
  | "property"
  | "builtin"
  | "variable"
  | "operator"
  | "punctuation"
  | "text";
export interface Token {
  kind: TokenKind;
  text: string;
}

type Rule = [TokenKind, RegExp];
const rule = (kind: TokenKind, source: string): Rule => [kind, new RegExp(source, "y")];
const words = (list: string) => `\\b(?:${list.trim().split(/\s+/).join("|")})\\b`;

const IDENTIFIER: Rule = rule("text", "[A-Za-z_$][\\w$]*");
const NUMBER: Rule = rule(
  "number",
  "\\b(?:0[xXoObB][\\da-fA-F_]+|\\d[\\d_]*(?:\\.\\d[\\d_]*)?(?:[eE][+-]?\\d+)?[njJ]?)\\b",
);
const DOUBLE_QUOTED = `"(?:\\\\.|[^"\\\\\\n])*"?`;
const SINGLE_QUOTED = `'(?:\\\\.|[^'\\\\\\n])*'?`;
const CALLED = (id: string) => `${id}(?=\\s*\\()`;

const SCRIPT_RULES: Rule[] = [
  rule("comment", "//[^\\n]*|/\\*[\\s\\S]*?(?:\\*/|$)"),
  rule("string", `${DOUBLE_QUOTED}|${SINGLE_QUOTED}|\`(?:\\\\[\\s\\S]|[^\\\\\`])*\`?`),
  NUMBER,
  rule(
    "keyword",
    words(`
      as async await break case catch class const continue default delete do else export extends false finally for
      from function if import in instanceof interface let new null of return satisfies static super switch this
      throw true try type typeof undefined var void while yield`),
  ),
  rule("property", "(?<=\\.)[A-Za-z_$][\\w$]*"),
  rule("function", CALLED("[A-Za-z_$][\\w$]*")),
  IDENTIFIER,
  rule("operator", "=>|[=+\\-*/%!<>&|^~?]+"),
  rule("punctuation", "[{}()[\\];,.:]"),
];

const PYTHON_RULES: Rule[] = [
  rule("comment", "#[^\\n]*"),
  rule("string", `[rRbBuUfF]{0,2}(?:"""[\\s\\S]*?(?:"""|$)|'''[\\s\\S]*?(?:'''|$)|${DOUBLE_QUOTED}|${SINGLE_QUOTED})`),
  rule("function", "@[\\w.]+"),
  NUMBER,
  rule(
    "keyword",
    words(`
      False None True and as assert async await break class continue def del elif else except finally for from
      global if import in is lambda nonlocal not or pass raise return try while with yield`),
  ),
  rule("builtin", words("print len range open str int float bool list dict set tuple enumerate zip isinstance super")),
  rule("property", "(?<=\\.)[A-Za-z_]\\w*"),
  rule("function", CALLED("[A-Za-z_]\\w*")),
  IDENTIFIER,
  rule("operator", "[=+\\-*/%!<>&|^~@]+"),
  rule("punctuation", "[{}()[\\];,.:]"),
];

const SHELL_RULES: Rule[] = [
  rule("comment", "(?<=^|\\s)#[^\\n]*"),
  rule("string", `${DOUBLE_QUOTED}|'[^']*'?`),
  rule("variable", "\\$(?:\\{[^}\\n]*\\}?|\\w+)"),
  rule("keyword", words("if then else elif fi for in do done while case esac function export local return")),
  rule("function", "(?<=(?:^|\\n|&&|\\|\\||[|;])[ \\t]*)[A-Za-z_][\\w.-]*"),
  rule("property", "(?<=\\s)--?[A-Za-z][\\w-]*"),
  NUMBER,
  rule("text", "[A-Za-z_][\\w./-]*"),
  rule("operator", "&&|\\|\\||[|<>=&;]"),
  rule("punctuation", "\\\\(?=\\n)|[{}()[\\]]"),
];

const JSON_RULES: Rule[] = [
  rule("property", `${DOUBLE_QUOTED}(?=\\s*:)`),
  rule("string", DOUBLE_QUOTED),
  rule("number", "-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?"),
  rule("keyword", words("true false null")),
  rule("punctuation", "[{}[\\],:]"),
];

const RULES: Record<CodeLanguage, Rule[]> = {
  javascript: SCRIPT_RULES,
  typescript: SCRIPT_RULES,
  python: PYTHON_RULES,
  shell: SHELL_RULES,
  json: JSON_RULES,
  text: [],
};

const ALIASES: Record<string, CodeLanguage> = {
  js: "javascript",
  javascript: "javascript",
  mjs: "javascript",
  jsx: "javascript",
  ts: "typescript",
  typescript: "typescript",
  tsx: "typescript",
  py: "python",
  python: "python",
  sh: "shell",
  bash: "shell",
  shell: "shell",
  curl: "shell",
  json: "json",
};

/** Maps a language name as snippets label it ("py", "bash", "curl", "ts"…) to a highlighter language. */
export function normalizeLanguage(language: string | undefined): CodeLanguage {
  return ALIASES[(language ?? "").toLowerCase()] ?? "text";
}

export function highlight(code: string, language: CodeLanguage): Token[] {
  const rules = RULES[language];
  const tokens: Token[] = [];
  const push = (kind: TokenKind, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind && kind === "text") last.text += text;
    else tokens.push({ kind, text });
  };
  let position = 0;
  while (position < code.length) {
    let matched = false;
    for (const [kind, pattern] of rules) {
      pattern.lastIndex = position;
      const match = pattern.exec(code);
      if (match && match[0].length > 0) {
        push(kind, match[0]);
        position += match[0].length;
        matched = true;
        break;
      }
    }
    if (!matched) {
      push("text", code[position] as string);
      position++;
    }
  }
  return tokens;
}
