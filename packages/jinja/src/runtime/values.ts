// Python-like values of the runtime, and how they print, compare and behave in conditions.
//
// Mapping of JavaScript values to Python types:
// - string → str; boolean → bool; null → None; arrays → list (tuples are arrays marked with TUPLE);
//   plain objects → dict (own enumerable keys only); `undefined` and Undefined → Jinja2's Undefined.
// - number → int when integer-valued, float otherwise. Integer-valued floats (results of `/`, float
//   literals such as `1.0`, `|float`) are boxed as PyFloat so they print as `1.0` like Python.
import { SecurityError, TemplateRuntimeError, UndefinedValueError } from "../errors";
import {
  chargeBytes,
  chargeComparisons,
  chargeItems,
  chargeSteps,
  ITEM_BYTES,
  reserveJoin,
  STEP_COST,
} from "../limits";
import { hasAnyData, MISSING, ownEntries, ownKeys } from "../own-data";

/** Marker of arrays that are Python tuples (printed with parentheses). */
export const TUPLE: unique symbol = Symbol("tuple");
export type PyTuple = unknown[] & { [TUPLE]?: true };

export type Kwargs = Record<string, unknown> | null;

/**
 * Marker of arrays standing for Python iterators and views (results of `map`, `select`, `reverse`,
 * `dict.items()`…): the value is the Python type name. Generators are always truthy, have no len()
 * and are not JSON serializable, as in Python.
 */
export const ITERATOR: unique symbol = Symbol("iterator");
type MarkedArray = unknown[] & { [ITERATOR]?: string };

export function makeIterator(items: unknown[], type = "generator"): unknown[] {
  (items as MarkedArray)[ITERATOR] = type;
  return items;
}
/** The Python type of an iterator-marked array, if it is one. */
export function iteratorType(v: unknown): string | undefined {
  return Array.isArray(v) ? (v as MarkedArray)[ITERATOR] : undefined;
}
const isSized = (type: string) => type.startsWith("dict_");

/** Original (non-string) keys of dicts built by templates, by their string form. */
export const KEY_VALUES: unique symbol = Symbol("keys");
type KeyedDict = Record<string, unknown> & { [KEY_VALUES]?: Map<string, unknown> };

/** Stores `value` under `key` in a template-built dict, remembering non-string keys. */
export function setDictItem(d: Record<string, unknown>, key: unknown, value: unknown): void {
  if (typeof key === "string") {
    d[key] = value;
    return;
  }
  const name = str(key);
  const keyed = d as KeyedDict;
  if (!keyed[KEY_VALUES]) keyed[KEY_VALUES] = new Map();
  keyed[KEY_VALUES].set(name, key);
  d[name] = value;
}

/** The keys of a dict as Python sees them (strings, or the original keys of template-built dicts). */
export function dictKeys(d: Record<string, unknown>): unknown[] {
  const keys = ownKeys(d);
  const original = (d as KeyedDict)[KEY_VALUES];
  return original ? keys.map((k) => (original.has(k) ? original.get(k) : k)) : keys;
}

/** The (key, value) pairs of a dict, keys as Python sees them; only own data properties are read. */
export function dictItems(d: Record<string, unknown>): [unknown, unknown][] {
  const entries: [unknown, unknown][] = ownEntries(d);
  const original = (d as KeyedDict)[KEY_VALUES];
  if (original)
    for (const entry of entries) if (original.has(entry[0] as string)) entry[0] = original.get(entry[0] as string);
  return entries;
}

/** A template-owned copy of a dict (`dict.copy()`, `dict(d)`), remembering non-string keys. */
export function copyDict(d: Record<string, unknown>): Record<string, unknown> {
  const copy = makeDict();
  for (const [key, value] of ownEntries(d)) copy[key] = value;
  const original = (d as KeyedDict)[KEY_VALUES];
  if (original) (copy as KeyedDict)[KEY_VALUES] = new Map(original);
  return copy;
}

export { MISSING };

/** Base class of runtime objects that are not plain data (undefined, floats, namespaces, callables). */
export abstract class PyObject {
  abstract typeName(): string;
  /** Attribute lookup; MISSING when absent. */
  attr(_name: string): unknown {
    return MISSING;
  }
  call(_args: unknown[], _kwargs: Kwargs): unknown {
    throw new TemplateRuntimeError(`'${this.typeName()}' object is not callable`);
  }
}

/** An integer-valued Python float. */
export class PyFloat extends PyObject {
  constructor(readonly value: number) {
    super();
  }
  typeName() {
    return "float";
  }
}

/** A string marked safe (`|safe`, `|escape`): `+` with a plain string HTML-escapes the other side, as markupsafe does. */
export class Markup extends PyObject {
  constructor(readonly value: string) {
    super();
  }
  typeName() {
    return "Markup";
  }
}

export function htmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "'": "&#39;" };

/** Jinja2's default Undefined: prints empty, is falsy and iterates as empty; other uses fail. */
export class Undefined extends PyObject {
  /** `name` is the missing variable or attribute; `owner` the type of the object it was looked up on. */
  constructor(
    readonly name: string,
    readonly owner?: string,
    readonly hint?: string,
  ) {
    super();
  }
  typeName() {
    return "Undefined";
  }
  describe(): string {
    if (this.hint) return this.hint;
    if (this.owner !== undefined) return `'${this.owner}' has no attribute '${this.name}'`;
    return `Unknown variable: '${this.name}' is undefined`;
  }
  error(): UndefinedValueError {
    return new UndefinedValueError(this.describe());
  }
  override attr(): unknown {
    throw this.error();
  }
  override call(): unknown {
    throw this.error();
  }
}

/** The Undefined returned for attributes the sandbox hides; using it raises a SecurityError. */
export class UnsafeUndefined extends Undefined {
  override error(): SecurityError {
    return new SecurityError(this.describe());
  }
}

/** A callable value: builtin functions, bound methods, macros. */
export class PyFunction extends PyObject {
  constructor(
    readonly name: string,
    private readonly fn: (args: unknown[], kwargs: Kwargs) => unknown,
    readonly kind: "function" | "macro" = "function",
  ) {
    super();
  }
  typeName() {
    return this.kind === "macro" ? "Macro" : "builtin_function_or_method";
  }
  override call(args: unknown[], kwargs: Kwargs): unknown {
    return this.fn(args, kwargs);
  }
}

/** `namespace(...)`: the one object templates may assign attributes to. */
export class Namespace extends PyObject {
  readonly values: Record<string, unknown> = Object.create(null);
  typeName() {
    return "Namespace";
  }
  override attr(name: string): unknown {
    return Object.hasOwn(this.values, name) ? this.values[name] : MISSING;
  }
}

export function makeTuple(items: unknown[]): PyTuple {
  (items as PyTuple)[TUPLE] = true;
  return items;
}
export function isTuple(v: unknown): boolean {
  return Array.isArray(v) && (v as PyTuple)[TUPLE] === true;
}

/** Creates an empty dict (null prototype, so keys like `__proto__` stay plain data). */
export function makeDict(): Record<string, unknown> {
  return Object.create(null);
}

export function isDict(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof PyObject);
}

export function isUndefined(v: unknown): v is Undefined | undefined {
  return v === undefined || v instanceof Undefined;
}

export function makeFloat(n: number): number | PyFloat {
  return Number.isInteger(n) ? new PyFloat(n) : n;
}

/** True for Python int and float (and bool, a subclass of int). */
export function isNumber(v: unknown): boolean {
  return typeof v === "number" || typeof v === "boolean" || v instanceof PyFloat;
}
export function isFloat(v: unknown): boolean {
  return v instanceof PyFloat || (typeof v === "number" && !Number.isInteger(v));
}
export function isInteger(v: unknown): boolean {
  return typeof v === "number" && Number.isInteger(v);
}
/** Numeric value of an int, float or bool. */
export function toNumber(v: unknown): number {
  if (typeof v === "number") return v;
  if (v instanceof PyFloat) return v.value;
  if (typeof v === "boolean") return v ? 1 : 0;
  throw new TemplateRuntimeError(`expected a number, got '${typeName(v)}'`);
}

export function typeName(v: unknown): string {
  if (v === null) return "NoneType";
  switch (typeof v) {
    case "string":
      return "str";
    case "boolean":
      return "bool";
    case "number":
      return Number.isInteger(v) ? "int" : "float";
    case "undefined":
      return "Undefined";
    case "function":
      return "function";
  }
  if (v instanceof PyObject) return v.typeName();
  if (Array.isArray(v)) return iteratorType(v) ?? (isTuple(v) ? "tuple" : "list");
  return "dict";
}

/** Python truthiness. */
export function truthy(v: unknown): boolean {
  if (typeof v === "boolean") return v;
  if (typeof v === "string") return v.length > 0;
  if (typeof v === "number") return v !== 0 && !Number.isNaN(v);
  if (v === null || v === undefined) return false;
  if (Array.isArray(v)) {
    const type = (v as MarkedArray)[ITERATOR];
    return type === undefined || isSized(type) ? v.length > 0 : true;
  }
  if (v instanceof PyObject) {
    if (v instanceof Undefined) return false;
    if (v instanceof PyFloat) return v.value !== 0;
    if (v instanceof Markup) return v.value.length > 0;
    return true;
  }
  if (typeof v === "object") return hasAnyData(v);
  return true;
}

/** Python `str(v)`: what `{{ v }}` prints. */
export function str(v: unknown): string {
  if (typeof v === "string") return v;
  if (typeof v === "number") return Number.isInteger(v) ? intToString(v) : floatRepr(v);
  if (typeof v === "boolean") return v ? "True" : "False";
  if (v === null) return "None";
  if (v === undefined || v instanceof Undefined) return "";
  if (v instanceof Markup) return v.value;
  return repr(v);
}

/** Python `repr(v)`; containers already being printed (`ancestors`) show as `[...]` / `{...}` like Python. */
export function repr(v: unknown, ancestors?: Set<unknown>): string {
  if (typeof v === "string") return stringRepr(v);
  if (Array.isArray(v) || isDict(v)) {
    ancestors ??= new Set();
    if (ancestors.has(v)) return Array.isArray(v) ? "[...]" : "{...}";
    ancestors.add(v);
    try {
      return containerRepr(v, ancestors);
    } finally {
      ancestors.delete(v);
    }
  }
  return scalarRepr(v);
}

/** Prints the items of a container, charging each item and the joined text before it is built. */
function joinItems(items: string[]): string {
  chargeSteps(items.length * STEP_COST.printItem);
  chargeBytes(items.length * ITEM_BYTES);
  reserveJoin(items, ", ");
  return items.join(", ");
}

function containerRepr(v: unknown[] | Record<string, unknown>, ancestors: Set<unknown>): string {
  if (Array.isArray(v)) {
    const iterator = iteratorType(v);
    if (iterator !== undefined) {
      return isSized(iterator)
        ? `${iterator}([${joinItems(v.map((item) => repr(item)))}])`
        : `<${iterator} object at 0x7f3a5c1e2d40>`;
    }
    const items = v.map((item) => repr(item, ancestors));
    if (isTuple(v) && items.length === 1) return `(${items[0]},)`;
    return isTuple(v) ? `(${joinItems(items)})` : `[${joinItems(items)}]`;
  }
  return `{${joinItems(dictItems(v).map(([key, value]) => `${repr(key)}: ${repr(value, ancestors)}`))}}`;
}

function scalarRepr(v: unknown): string {
  if (v instanceof PyFloat) return floatRepr(v.value);
  if (v instanceof Markup) return `Markup(${stringRepr(v.value)})`;
  if (v instanceof Namespace) {
    return `<Namespace ${repr(copyDict(v.values))}>`;
  }
  if (v instanceof PyFunction) return v.kind === "macro" ? `<Macro '${v.name}'>` : `<built-in method ${v.name}>`;
  if (v instanceof Undefined || v === undefined) return "Undefined";
  if (typeof v === "function") return "<function>";
  return str(v);
}

function intToString(n: number): string {
  return Math.abs(n) < 1e21 ? String(n) : BigInt(n).toString();
}

/** Python's float repr: shortest round-trip digits, exponent form outside 1e-4 ≤ |x| < 1e16. */
export function floatRepr(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const [mantissa = "", exp = "0"] = x.toExponential().split("e");
  const exponent = Number(exp);
  if (exponent < -4 || exponent >= 16) {
    return `${mantissa}e${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  const text = String(x);
  if (text.includes("e")) {
    // JavaScript uses exponent form below 1e-6; spell it out in fixed notation.
    return x.toFixed(Math.max(0, -exponent + mantissa.replace(/[-.]/g, "").length - 1));
  }
  return text.includes(".") ? text : `${text}.0`;
}

// Characters Python's repr escapes (non-printable ones) besides backslash and the quote.
const NON_PRINTABLE = /[\p{Cc}\xa0\xad\u2028\u2029\ufeff]/gu;

export function stringRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let body = s.replaceAll("\\", "\\\\");
  if (quote === "'") body = body.replaceAll("'", "\\'");
  body = body.replace(NON_PRINTABLE, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "\t") return "\\t";
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
  return quote + body + quote;
}

/** Python `==`. */
export function equals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Markup) return equals(a.value, b instanceof Markup ? b.value : b);
  if (b instanceof Markup) return equals(a, b.value);
  const ta = typeof a;
  const tb = typeof b;
  if (ta === "string" || tb === "string") return false;
  if (isNumber(a) && isNumber(b)) return toNumber(a) === toNumber(b);
  if (a == null || b == null) return isUndefined(a) && isUndefined(b) && a !== null && b !== null;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length || isTuple(a) !== isTuple(b)) return false;
    if (iteratorType(a) !== undefined || iteratorType(b) !== undefined) return false;
    chargeComparisons(a.length + 1);
    for (let i = 0; i < a.length; i++) if (!equals(a[i], b[i])) return false;
    return true;
  }
  if (a instanceof PyObject || b instanceof PyObject) {
    return a instanceof Undefined && b instanceof Undefined;
  }
  if (isDict(a) && isDict(b)) {
    const left = ownEntries(a);
    const right = new Map(ownEntries(b));
    if (left.length !== right.size) return false;
    for (const [k, v] of left) if (!right.has(k) || !equals(v, right.get(k))) return false;
    return true;
  }
  return false;
}

/** Python ordering (`<` and friends, sorting): negative, zero or positive; TypeError on mixed types. */
export function compare(a: unknown, b: unknown): number {
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  if (isNumber(a) && isNumber(b)) {
    const x = toNumber(a);
    const y = toNumber(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (Array.isArray(a) && Array.isArray(b) && isTuple(a) === isTuple(b)) {
    const n = Math.min(a.length, b.length);
    chargeComparisons(n + 1);
    for (let i = 0; i < n; i++) {
      if (!equals(a[i], b[i])) return compare(a[i], b[i]);
    }
    return a.length - b.length;
  }
  if (isUndefined(a) || isUndefined(b)) throw undefinedOf((isUndefined(a) ? a : b) as Undefined | undefined).error();
  throw new TemplateRuntimeError(`'<' not supported between instances of '${typeName(a)}' and '${typeName(b)}'`);
}

export function undefinedOf(v: Undefined | undefined): Undefined {
  return v instanceof Undefined ? v : new Undefined("undefined");
}

/** Python iteration: list items, dict keys, string characters; Undefined iterates as empty. */
export function iterate(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (typeof v === "string") return codePoints(v);
  if (isUndefined(v)) return [];
  if (v instanceof Markup) return codePoints(v.value);
  if (isDict(v)) return dictKeys(v);
  if (v instanceof Namespace) throw new TemplateRuntimeError("'Namespace' object is not iterable");
  throw new TemplateRuntimeError(`'${typeName(v)}' object is not iterable`);
}

/** Python `len(v)`. */
export function length(v: unknown): number {
  if (typeof v === "string") return hasSurrogates(v) ? codePoints(v).length : v.length;
  if (Array.isArray(v)) {
    const type = (v as MarkedArray)[ITERATOR];
    if (type !== undefined && !isSized(type)) throw new TemplateRuntimeError(`object of type '${type}' has no len()`);
    return v.length;
  }
  if (isUndefined(v)) return 0;
  if (isDict(v)) return ownKeys(v).length;
  if (v instanceof Markup) return length(v.value);
  throw new TemplateRuntimeError(`object of type '${typeName(v)}' has no len()`);
}

const SURROGATE = /[\ud800-\udfff]/;
export function hasSurrogates(s: string): boolean {
  return SURROGATE.test(s);
}
/** A string as an array of code points (Python characters), charged as the list it allocates. */
export function codePoints(s: string): string[] {
  chargeItems(s.length);
  return hasSurrogates(s) ? Array.from(s) : s.split("");
}
