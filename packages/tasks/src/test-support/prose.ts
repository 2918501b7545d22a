// Finds the natural-language prose in generated code and catalogue text, and matches it against another
// body of prose: the originality test uses it to prove that our comments and sentences are not the peer's.
// Code (imports, calls, ids, URLs, argument names) is a fact and never counts; only words meant for a
// reader do: comments, docstrings, and string literals that read as a sentence.

export type CodeLanguage = "python" | "bash" | "js" | "swift" | "csharp" | "text";

/** One piece of prose and the place it came from. */
export interface ProseUnit {
  text: string;
  where: string;
}

// A leading command word marks a comment as a shell line to run, which is code, not prose.
const COMMAND_COMMENT =
  /^[$!]?\s*(pip3?|uv|git|npm|npx|yarn|brew|conda|apt(-get)?|wget|curl|cd|python3?|hf|huggingface-cli|docker|make|cmake|mkdir|export|source|bash|sh|swift|dotnet|llamafile|ollama)\s/;
// A word has two letters or more ("a" and "I" aside), so that einops patterns like `b d n` are not prose.
const WORD = /^[("'`]?([aAI]|[A-Za-z][A-Za-z'’-]*[A-Za-z])[.,;:!?)"'`]*$/;

/** Whether `text` reads as prose: at least `minWords` plain words, making up most of its tokens. */
export function isProse(text: string, minWords: number): boolean {
  if (COMMAND_COMMENT.test(text)) return false;
  const tokens = text.split(/\s+/).filter(Boolean);
  const words = tokens.filter((token) => WORD.test(token)).length;
  return words >= minWords && words * 2 >= tokens.length;
}

/** Sentences of a paragraph or line (a new sentence starts after `.`, `!` or `?` and a space). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?])\s+(?=["'(]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const LINE_COMMENT: Record<CodeLanguage, RegExp> = {
  python: /#/y,
  bash: /#/y,
  text: /#/y,
  js: /\/\//y,
  swift: /\/\//y,
  csharp: /\/\//y,
};

function matchAt(pattern: RegExp, source: string, at: number): boolean {
  pattern.lastIndex = at;
  return pattern.test(source);
}

/**
 * The comments and string-literal contents of a snippet, line by line, in source order. A small lexer,
 * not a parser: it only needs to tell quoted text and comments from code in snippets that parse.
 */
export function commentsAndStrings(source: string, language: CodeLanguage): { comments: string[]; strings: string[] } {
  const comments: string[] = [];
  const strings: string[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at] ?? "";
    const atWordStart = at === 0 || /\s/.test(source[at - 1] ?? "");
    if (source.startsWith("<!--", at)) {
      const end = source.indexOf("-->", at);
      const stop = end === -1 ? source.length : end;
      comments.push(...source.slice(at + 4, stop).split("\n"));
      at = stop + 3;
    } else if (atWordStart && matchAt(LINE_COMMENT[language], source, at)) {
      const end = source.indexOf("\n", at);
      const stop = end === -1 ? source.length : end;
      comments.push(source.slice(at, stop).replace(/^(#+|\/\/+)/, ""));
      at = stop;
    } else if (language !== "python" && language !== "bash" && source.startsWith("/*", at)) {
      const end = source.indexOf("*/", at);
      const stop = end === -1 ? source.length : end;
      comments.push(
        ...source
          .slice(at + 2, stop)
          .split("\n")
          .map((line) => line.replace(/^\s*\*/, "")),
      );
      at = stop + 2;
    } else if (char === '"' || char === "'" || char === "`") {
      const quote = source.startsWith(char.repeat(3), at) ? char.repeat(3) : char;
      let end = at + quote.length;
      while (end < source.length && !source.startsWith(quote, end)) end += source[end] === "\\" ? 2 : 1;
      const body = source.slice(at + quote.length, end).replace(/\\n/g, "\n");
      strings.push(...body.split("\n"));
      at = end + quote.length;
    } else at++;
  }
  return { comments: comments.map((line) => line.trim()), strings: strings.map((line) => line.trim()) };
}

/** The prose of a snippet: comment sentences of `minCommentWords`+ words, literal sentences of `minStringWords`+. */
export function proseOfCode(
  source: string,
  language: CodeLanguage,
  where: string,
  minCommentWords = 3,
  minStringWords = 4,
): ProseUnit[] {
  const { comments, strings } = commentsAndStrings(source, language);
  const pick = (lines: string[], minWords: number) =>
    lines.flatMap(sentencesOf).filter((text) => isProse(text, minWords));
  return [...pick(comments, minCommentWords), ...pick(strings, minStringWords)].map((text) => ({ text, where }));
}

/** The prose sentences of catalogue text (a summary, a description, a sample input). */
export function proseOfText(text: string, where: string, minWords = 4): ProseUnit[] {
  return sentencesOf(text)
    .filter((sentence) => isProse(sentence, minWords))
    .map((sentence) => ({ text: sentence, where }));
}

/** Lower case, letters and digits only, single spaces: what two copies of one sentence share. */
export function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Containment shorter than this is a common phrase, not a copied sentence. */
export const MIN_CONTAINED_CHARS = 25;

/** Whether two sentences are the same text, or one holds the other and the held part is long enough. */
export function nearlyEqual(ours: string, theirs: string): boolean {
  const a = normalise(ours);
  const b = normalise(theirs);
  if (a.length === 0 || b.length === 0) return false;
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= MIN_CONTAINED_CHARS && ` ${longer} `.includes(` ${shorter} `);
}

export interface ProseMatch {
  ours: ProseUnit;
  theirs: ProseUnit;
}

/** Each of `ours` that nearly equals some unit of `theirs`, with the first such unit. */
export function findCopies(ours: readonly ProseUnit[], theirs: readonly ProseUnit[]): ProseMatch[] {
  const matches: ProseMatch[] = [];
  for (const unit of ours) {
    const copied = theirs.find((other) => nearlyEqual(unit.text, other.text));
    if (copied) matches.push({ ours: unit, theirs: copied });
  }
  return matches;
}
