// The one home of quoting for generated code: every snippet generator (library snippets here, inference
// snippets in @inferkit/inference) writes untrusted text through these, so it stays data.

// Characters JSON leaves raw that tokenizers, editors or terminals may read as a line break or use to
// reorder text on screen: DEL and C1 controls, line and paragraph separators, bidi controls, BOM.
const UNSEEN = /[\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

const unicodeEscape = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * `value` as JSON text whose strings are each one line: JSON escapes quotes, backslashes, C0 controls and
 * lone surrogates; the rest of UNSEEN becomes `\uXXXX`. (UNSEEN characters only occur inside strings.)
 */
export function jsonText(value: unknown, space?: string): string {
  return (JSON.stringify(value, null, space) ?? "null").replace(UNSEEN, unicodeEscape);
}

/** Whether `text` is printable ASCII without `"` or a backslash, which every quoting leaves as it is. */
function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code > 0x7e || code === 0x22 || code === 0x5c) return false;
  }
  return true;
}

/**
 * A double-quoted string literal meaning `text` in Python, JavaScript and JSON alike, on one line: the
 * escapes jsonText writes mean the same in all three, and nothing else is special inside the quotes.
 * Nearly every string of a snippet is plain ASCII, quoted without serialising it (this runs for every key
 * and value of every snippet).
 */
export function quotedString(text: string): string {
  return isPlainAscii(text) ? `"${text}"` : jsonText(text);
}

/** `name` bare when it is a JavaScript identifier (a valid unquoted object key), else quoted. */
export function objectKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quotedString(name);
}

/** One POSIX shell word meaning exactly `text`: single quotes keep `$`, backquotes and backslashes literal. */
export function shellWord(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

// Kept out of comments: controls (a NUL stops Python's parser, others may end a line), lone surrogates
// (not encodable), bidi controls (they reorder what the reader sees).
const UNPRINTABLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]|\p{Cs}/gu;

/**
 * `text` as comment lines starting with `prefix` (`# ` or `// `): each line break of `text` starts a new
 * comment line, and unprintable characters are shown as `\uXXXX`, so no text can end the comment.
 */
export function commentLines(text: string, prefix: string): string {
  return text
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => prefix + line.replace(UNPRINTABLE, unicodeEscape))
    .join("\n");
}
