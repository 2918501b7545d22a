// Small code-building helpers for snippet generators, complementing ../common.

import { commentLines } from "../../code-literals";
import type { ModelData } from "../../model-data";

// Python's hard keywords (`keyword.kwlist`): shaped like identifiers, but `import class` or
// `from transformers import None` is a syntax error.
const PYTHON_KEYWORDS: ReadonlySet<string> = new Set(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield".split(
    " ",
  ),
);

/** Python's identifier rule (ASCII subset, no keyword): safe to interpolate as a class, module or variable name. */
export function isPythonIdentifier(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(value) && !PYTHON_KEYWORDS.has(value);
}

/** A `// ...` JavaScript (or C#, Swift) comment; line breaks in `text` stay inside the comment. */
export function slashComment(text: string): string {
  return commentLines(text, "// ");
}

/** The one-snippet answer of a JavaScript generator that cannot produce code for this model. */
export function jsNoticeSnippet(notice: string): string[] {
  return [slashComment(`⚠️ ${notice}`)];
}

/** The first repository file ending with one of `extensions` (e.g. `.onnx`), when the file list is known. */
export function fileWithExtension(model: ModelData, extensions: readonly string[]): string | undefined {
  // The file list comes from the repository: skip entries without a usable name.
  const names = (model.siblings ?? []).map((file) => file?.rfilename).filter((name) => typeof name === "string");
  return names.find((name) => extensions.some((ext) => name.endsWith(ext)));
}

/**
 * `table[key]` when `key` is the table's own entry. Keys come from model records: a plain index would
 * also find inherited members such as `constructor` or `__proto__`.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined;
}
