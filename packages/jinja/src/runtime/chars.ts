// Python's whitespace and line breaks, which include the ASCII separators U+001C–U+001F that
// JavaScript's `\s` lacks. Built from code points so the regexes stay readable.
const SEPARATORS = String.fromCharCode(0x1c, 0x1d, 0x1e);
const SPACE = `\\s${SEPARATORS}${String.fromCharCode(0x1f)}\\x85`;
const BREAKS = `\\n\\r\\v\\f${SEPARATORS}\\x85\\u2028\\u2029`;

export const SPACE_RUN = new RegExp(`[${SPACE}]+`);
export const SPACE_AT_ENDS = new RegExp(`^[${SPACE}]+|[${SPACE}]+$`, "g");
export const LEADING_WORD = new RegExp(`^([^${SPACE}]+)[${SPACE}]+`);
export const TRAILING_WORD = new RegExp(`[${SPACE}]+([^${SPACE}]+)$`);
export const LINE_BREAK = new RegExp(`\\r\\n|[${BREAKS}]`);
export const LINE_WITH_END = new RegExp(`[^${BREAKS}]*(?:\\r\\n|[${BREAKS}]|$)`, "g");
export const TRAILING_BREAK = new RegExp(`(?:\\r\\n|[${BREAKS}])$`);

const BREAK_CHARS = new Set(["\n", "\r", "\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]);

/** How many line-break characters `s` holds (an upper bound of its lines, counted without allocating). */
export function lineBreaks(s: string): number {
  let count = 0;
  for (let i = 0; i < s.length; i++) if (BREAK_CHARS.has(s[i] as string)) count++;
  return count;
}
