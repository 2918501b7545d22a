// `tojson` as transformers defines it: json.dumps(value, ensure_ascii=False, indent=…, separators=…, sort_keys=…).
import { TemplateRuntimeError } from "../errors";
import { chargeSteps, reserveChars, reserveJoin, STEP_COST } from "../limits";
import {
  compare,
  dictItems,
  floatRepr,
  isDict,
  iteratorType,
  Markup,
  PyFloat,
  PyObject,
  str,
  typeName,
} from "./values";

export interface JsonOptions {
  /** Number of spaces, or the indent string; null for a single line. */
  indent: string | null;
  itemSeparator: string;
  keySeparator: string;
  sortKeys: boolean;
}

export function jsonOptions(indent: unknown, separators: unknown, sortKeys: unknown): JsonOptions {
  const width = typeof indent === "number" ? indent : 0;
  reserveChars(width);
  const indentText =
    indent === null || indent === undefined ? null : typeof indent === "string" ? indent : " ".repeat(width);
  let itemSeparator = indentText === null ? ", " : ",";
  let keySeparator = ": ";
  if (Array.isArray(separators)) {
    itemSeparator = String(separators[0]);
    keySeparator = String(separators[1]);
  }
  return { indent: indentText, itemSeparator, keySeparator, sortKeys: Boolean(sortKeys) };
}

export function toJson(value: unknown, options: JsonOptions, depth = 0): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (Number.isInteger(value)) return str(value);
      if (Number.isNaN(value)) return "NaN";
      if (!Number.isFinite(value)) return value > 0 ? "Infinity" : "-Infinity";
      return floatRepr(value);
  }
  if (value instanceof PyFloat) return floatRepr(value.value);
  if (value instanceof Markup) return JSON.stringify(value.value);
  if (depth > 500) throw new TemplateRuntimeError("tojson: maximum nesting depth exceeded");
  if (Array.isArray(value) && iteratorType(value) === undefined) {
    if (value.length === 0) return "[]";
    return wrap(
      "[",
      "]",
      value.map((v) => toJson(v, options, depth + 1)),
      options,
      depth,
    );
  }
  if (isDict(value)) {
    const entries = dictItems(value);
    if (entries.length === 0) return "{}";
    if (options.sortKeys) entries.sort((a, b) => compare(a[0], b[0]));
    const items = entries.map(([k, v]) => jsonKey(k) + options.keySeparator + toJson(v, options, depth + 1));
    return wrap("{", "}", items, options, depth);
  }
  const type = value instanceof PyObject ? value.typeName() : typeName(value);
  if (value === undefined) throw new TemplateRuntimeError("Object of type Undefined is not JSON serializable");
  throw new TemplateRuntimeError(`Object of type ${type} is not JSON serializable`);
}

function jsonKey(key: unknown): string {
  if (typeof key === "string") return JSON.stringify(key);
  if (key === null || typeof key === "boolean" || typeof key === "number" || key instanceof PyFloat) {
    return `"${toJson(key, { indent: null, itemSeparator: "", keySeparator: "", sortKeys: false })}"`;
  }
  throw new TemplateRuntimeError(`keys must be str, int, float, bool or None, not ${typeName(key)}`);
}

/** Joins the printed items of a container, charging each item and the text before it is built. */
function wrap(open: string, close: string, items: string[], options: JsonOptions, depth: number): string {
  chargeSteps(items.length * STEP_COST.printItem);
  if (options.indent === null) {
    reserveJoin(items, options.itemSeparator);
    return open + items.join(options.itemSeparator) + close;
  }
  reserveChars(options.indent.length * (depth + 1));
  const inner = `\n${options.indent.repeat(depth + 1)}`;
  reserveJoin(items, options.itemSeparator + inner);
  return `${open}${inner}${items.join(options.itemSeparator + inner)}\n${options.indent.repeat(depth)}${close}`;
}
