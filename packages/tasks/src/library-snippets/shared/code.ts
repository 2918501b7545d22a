// Small code-building helpers for snippet generators, complementing ../common.
import { hashComment } from "../common";

/** Python's identifier rule (ASCII subset): safe to interpolate as a class, module or variable name. */
export function isPythonIdentifier(value: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(value);
}

/** A `// ...` JavaScript (or C#, Swift) comment; line breaks in `text` stay inside the comment. */
export function slashComment(text: string): string {
  return hashComment(text).replace(/^# /gm, "// ");
}

/** The one-snippet answer of a JavaScript generator that cannot produce code for this model. */
export function jsNoticeSnippet(notice: string): string[] {
  return [slashComment(`⚠️ ${notice}`)];
}
