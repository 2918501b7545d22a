// A small POSIX shell lexer for tests of generated commands: it splits text into words and operators the
// way a shell would, and lists what the shell would expand (`$`, backquotes, globs, braces, `~`) outside
// single quotes. Two outputs with the same operators, word count and expansions have the same structure,
// whatever the words hold.

export interface ShellShape {
  /** Words (with quoting removed) and operators (`;`, `|`, `&`, `<`, `>`, `(`, `)`, newline), in order. */
  tokens: Array<{ kind: "word" | "operator"; text: string }>;
  /** Each character the shell would expand, with its word so far, e.g. `$` in `$PWD`. */
  expansions: string[];
}

const OPERATORS = new Set([";", "|", "&", "<", ">", "(", ")", "\n"]);
const EXPANDED_BARE = new Set(["$", "`", "*", "?", "[", "{", "~"]);
const ESCAPABLE_IN_DOUBLE_QUOTES = new Set(["$", "`", '"', "\\", "\n"]);

export function shellShape(script: string): ShellShape {
  const tokens: ShellShape["tokens"] = [];
  const expansions: string[] = [];
  let word: string | undefined;
  const endWord = () => {
    if (word !== undefined) tokens.push({ kind: "word", text: word });
    word = undefined;
  };
  let i = 0;
  while (i < script.length) {
    const char = script[i] as string;
    if (char === "\\") {
      const next = script[i + 1];
      if (next !== "\n" && next !== undefined) word = (word ?? "") + next; // `\` newline joins lines
      i += 2;
    } else if (char === "'") {
      const end = script.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unterminated single quote at ${i}`);
      word = (word ?? "") + script.slice(i + 1, end);
      i = end + 1;
    } else if (char === '"') {
      let text = "";
      i += 1;
      while (script[i] !== '"') {
        if (i >= script.length) throw new Error("unterminated double quote");
        const inner = script[i] as string;
        if (inner === "\\" && ESCAPABLE_IN_DOUBLE_QUOTES.has(script[i + 1] ?? "")) {
          text += script[i + 1];
          i += 2;
          continue;
        }
        if (inner === "$" || inner === "`") expansions.push(`${inner} in "${text}`);
        text += inner;
        i += 1;
      }
      word = (word ?? "") + text;
      i += 1;
    } else if (char === "#" && word === undefined) {
      while (i < script.length && script[i] !== "\n") i += 1;
    } else if (char === " " || char === "\t") {
      endWord();
      i += 1;
    } else if (OPERATORS.has(char)) {
      endWord();
      tokens.push({ kind: "operator", text: char });
      i += 1;
    } else {
      if (EXPANDED_BARE.has(char)) expansions.push(`${char} after ${word ?? ""}`);
      word = (word ?? "") + char;
      i += 1;
    }
  }
  endWord();
  return { tokens, expansions };
}
