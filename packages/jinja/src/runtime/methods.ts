// Python methods of str, list and dict that templates call, and sandboxed attribute/item lookup.
// Mutating methods exist only to fail with a SecurityError, as in ImmutableSandboxedEnvironment.
import { SecurityError, TemplateRuntimeError } from "../errors";
import { LEADING_WORD, LINE_WITH_END, SPACE_RUN, TRAILING_BREAK, TRAILING_WORD } from "./chars";
import { indexSequence, missingAttribute } from "./operators";
import {
  checkWidth,
  codePoints,
  dictKeys,
  equals,
  isDict,
  isNumber,
  isUndefined,
  iteratorType,
  type Kwargs,
  Markup,
  MISSING,
  makeIterator,
  makeTuple,
  PyFunction,
  PyObject,
  repr,
  str,
  toNumber,
  typeName,
  Undefined,
} from "./values";

type Method<T> = (self: T, args: unknown[], kwargs: Kwargs) => unknown;

/** Reads positional-or-keyword argument `index`/`name`, with a default. */
export function arg(args: unknown[], kwargs: Kwargs, index: number, name: string, fallback?: unknown): unknown {
  if (index < args.length) return args[index];
  if (kwargs && Object.hasOwn(kwargs, name)) return kwargs[name];
  return fallback;
}

function optionalString(v: unknown, what: string): string | null {
  if (v === undefined || v === null || v instanceof Undefined) return null;
  if (typeof v !== "string") throw new TemplateRuntimeError(`${what} arg must be None or str`);
  return v;
}

const WHITESPACE_CHARS =
  " \t\n\r\v\f\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";

function stripChars(s: string, chars: string | null, left: boolean, right: boolean): string {
  const set = chars ?? WHITESPACE_CHARS;
  let a = 0;
  let b = s.length;
  if (left) while (a < b && set.includes(s[a] as string)) a++;
  if (right) while (b > a && set.includes(s[b - 1] as string)) b--;
  return s.slice(a, b);
}

/** Python `str.split` / `str.rsplit`. */
function split(s: string, sepArg: unknown, maxArg: unknown, fromRight: boolean): string[] {
  const sep = optionalString(sepArg, "sep");
  let max = maxArg === undefined || maxArg === null ? -1 : toNumber(maxArg);
  if (sep === "") throw new TemplateRuntimeError("empty separator");
  if (sep === null) {
    const words = s.split(SPACE_RUN).filter((w) => w !== "");
    if (max < 0 || words.length <= max + 1) return words;
    // Keep the remainder intact (with its inner whitespace), trimmed on the split side only.
    const out: string[] = [];
    let rest = fromRight ? stripChars(s, null, false, true) : stripChars(s, null, true, false);
    while (max-- > 0) {
      const m = fromRight ? TRAILING_WORD.exec(rest) : LEADING_WORD.exec(rest);
      if (!m) break;
      out.push(m[1] as string);
      rest = fromRight ? rest.slice(0, m.index) : rest.slice(m[0].length);
      rest = fromRight ? stripChars(rest, null, false, true) : stripChars(rest, null, true, false);
    }
    if (rest) out.push(rest);
    return fromRight ? out.reverse() : out;
  }
  const parts = s.split(sep);
  if (max < 0 || parts.length <= max + 1) return parts;
  if (fromRight) return [parts.slice(0, parts.length - max).join(sep), ...parts.slice(parts.length - max)];
  return [...parts.slice(0, max), parts.slice(max).join(sep)];
}

function affixTest(s: string, args: unknown[], kwargs: Kwargs, test: (s: string, affix: string) => boolean): boolean {
  const affix = arg(args, kwargs, 0, "prefix");
  const start = arg(args, kwargs, 1, "start");
  const end = arg(args, kwargs, 2, "end");
  const chars = codePoints(s);
  const sub =
    start !== undefined || end !== undefined
      ? chars
          .slice(
            start === undefined ? 0 : toNumber(start),
            end === undefined || end === null ? undefined : toNumber(end),
          )
          .join("")
      : s;
  const affixes = Array.isArray(affix) ? affix : [affix];
  return affixes.some((a) => {
    if (typeof a !== "string") throw new TemplateRuntimeError(`expected str or tuple of str, got '${typeName(a)}'`);
    return test(sub, a);
  });
}

function findIn(s: string, args: unknown[], fromRight: boolean): number {
  const needle = args[0];
  if (typeof needle !== "string") throw new TemplateRuntimeError(`must be str, not ${typeName(needle)}`);
  const start = args[1] === undefined || args[1] === null ? 0 : toNumber(args[1]);
  const end = args[2] === undefined || args[2] === null ? s.length : toNumber(args[2]);
  const region = s.slice(start < 0 ? Math.max(0, s.length + start) : start, end < 0 ? s.length + end : end);
  const offset = start < 0 ? Math.max(0, s.length + start) : start;
  const at = fromRight ? region.lastIndexOf(needle) : region.indexOf(needle);
  return at < 0 ? -1 : at + offset;
}

function pad(s: string, width: unknown, fill: unknown, where: "left" | "right" | "center"): string {
  const w = checkWidth(toNumber(width));
  const f = fill === undefined ? " " : String(fill);
  const n = codePoints(s).length;
  if (n >= w) return s;
  const total = w - n;
  if (where === "right") return s + f.repeat(total);
  if (where === "left") return f.repeat(total) + s;
  const left = Math.floor(total / 2) + (total & w & 1);
  return f.repeat(left) + s + f.repeat(total - left);
}

/** Python `str.replace(old, new, count)`: a negative or missing count replaces every occurrence. */
export function pyReplace(s: string, from: string, to: string, count: unknown): string {
  let n = count === undefined || count === null ? -1 : toNumber(count);
  if (n < 0) return from === "" ? codePoints(s).reduce((acc, c) => acc + c + to, to) : s.split(from).join(to);
  let out = "";
  let rest = s;
  while (n-- > 0) {
    const at = rest.indexOf(from);
    if (at < 0) break;
    out += rest.slice(0, at) + to;
    rest = rest.slice(at + from.length);
  }
  return out + rest;
}

/** Python `str.title()`: uppercase after any non-letter. */
export function pyTitle(s: string): string {
  return s.replace(/\p{L}+/gu, (w) => (w[0] as string).toUpperCase() + w.slice(1).toLowerCase());
}

export function pyCapitalize(s: string): string {
  const chars = codePoints(s);
  if (chars.length === 0) return s;
  return (chars[0] as string).toUpperCase() + chars.slice(1).join("").toLowerCase();
}

const isCased = (c: string) => c.toLowerCase() !== c.toUpperCase();

const STR_METHODS: Record<string, Method<string>> = {
  upper: (s) => s.toUpperCase(),
  lower: (s) => s.toLowerCase(),
  casefold: (s) => s.toLowerCase(),
  title: (s) => pyTitle(s),
  capitalize: (s) => pyCapitalize(s),
  swapcase: (s) => [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join(""),
  strip: (s, a, k) => stripChars(s, optionalString(arg(a, k, 0, "chars"), "strip"), true, true),
  lstrip: (s, a, k) => stripChars(s, optionalString(arg(a, k, 0, "chars"), "lstrip"), true, false),
  rstrip: (s, a, k) => stripChars(s, optionalString(arg(a, k, 0, "chars"), "rstrip"), false, true),
  split: (s, a, k) => split(s, arg(a, k, 0, "sep"), arg(a, k, 1, "maxsplit"), false),
  rsplit: (s, a, k) => split(s, arg(a, k, 0, "sep"), arg(a, k, 1, "maxsplit"), true),
  splitlines: (s, a, k) => {
    const keep = Boolean(arg(a, k, 0, "keepends", false));
    const lines = s.match(LINE_WITH_END) ?? [];
    const out = lines.filter((l) => l !== "");
    return keep ? out : out.map((l) => l.replace(TRAILING_BREAK, ""));
  },
  startswith: (s, a, k) => affixTest(s, a, k, (x, p) => x.startsWith(p)),
  endswith: (s, a, k) => affixTest(s, a, k, (x, p) => x.endsWith(p)),
  replace: (s, a, k) => {
    const [from, to] = [arg(a, k, 0, "old"), arg(a, k, 1, "new")];
    if (typeof from !== "string" || typeof to !== "string") {
      throw new TemplateRuntimeError("replace() arguments must be str");
    }
    return pyReplace(s, from, to, arg(a, k, 2, "count", -1));
  },
  find: (s, a) => findIn(s, a, false),
  rfind: (s, a) => findIn(s, a, true),
  index: (s, a) => {
    const at = findIn(s, a, false);
    if (at < 0) throw new TemplateRuntimeError("substring not found");
    return at;
  },
  rindex: (s, a) => {
    const at = findIn(s, a, true);
    if (at < 0) throw new TemplateRuntimeError("substring not found");
    return at;
  },
  count: (s, a) => {
    const needle = a[0];
    if (typeof needle !== "string") throw new TemplateRuntimeError(`must be str, not ${typeName(needle)}`);
    return needle === "" ? codePoints(s).length + 1 : s.split(needle).length - 1;
  },
  join: (s, a) => {
    const items = a[0];
    if (!Array.isArray(items) && typeof items !== "string") {
      throw new TemplateRuntimeError("can only join an iterable");
    }
    const list = typeof items === "string" ? codePoints(items) : items;
    return list
      .map((x) => {
        if (typeof x !== "string")
          throw new TemplateRuntimeError(`sequence item: expected str instance, ${typeName(x)} found`);
        return x;
      })
      .join(s);
  },
  center: (s, a, k) => pad(s, arg(a, k, 0, "width"), arg(a, k, 1, "fillchar"), "center"),
  ljust: (s, a, k) => pad(s, arg(a, k, 0, "width"), arg(a, k, 1, "fillchar"), "right"),
  rjust: (s, a, k) => pad(s, arg(a, k, 0, "width"), arg(a, k, 1, "fillchar"), "left"),
  zfill: (s, a) => {
    const sign = /^[-+]/.test(s) ? (s[0] as string) : "";
    return sign + pad(s.slice(sign.length), toNumber(a[0]) - sign.length, "0", "left");
  },
  partition: (s, a) => {
    const sep = String(a[0]);
    const at = s.indexOf(sep);
    return makeTuple(at < 0 ? [s, "", ""] : [s.slice(0, at), sep, s.slice(at + sep.length)]);
  },
  rpartition: (s, a) => {
    const sep = String(a[0]);
    const at = s.lastIndexOf(sep);
    return makeTuple(at < 0 ? ["", "", s] : [s.slice(0, at), sep, s.slice(at + sep.length)]);
  },
  removeprefix: (s, a) => (typeof a[0] === "string" && s.startsWith(a[0]) ? s.slice(a[0].length) : s),
  removesuffix: (s, a) => (typeof a[0] === "string" && a[0] && s.endsWith(a[0]) ? s.slice(0, -a[0].length) : s),
  isalpha: (s) => /^\p{L}+$/u.test(s),
  isdigit: (s) => /^\p{Nd}+$/u.test(s),
  isdecimal: (s) => /^\p{Nd}+$/u.test(s),
  isnumeric: (s) => /^\p{N}+$/u.test(s),
  isalnum: (s) => /^[\p{L}\p{N}]+$/u.test(s),
  isspace: (s) => s.length > 0 && stripChars(s, null, true, true) === "",
  islower: (s) => [...s].some(isCased) && s === s.toLowerCase(),
  isupper: (s) => [...s].some(isCased) && s === s.toUpperCase(),
  istitle: (s) => [...s].some(isCased) && pyTitle(s) === s,
  format: (s, a, k) => formatString(s, a, k),
  encode: () => {
    throw new TemplateRuntimeError("bytes are not supported");
  },
};

const LIST_METHODS: Record<string, Method<unknown[]>> = {
  index: (l, a) => {
    const at = l.findIndex((x) => equals(x, a[0]));
    if (at < 0) throw new TemplateRuntimeError(`${repr(a[0])} is not in list`);
    return at;
  },
  count: (l, a) => l.filter((x) => equals(x, a[0])).length,
  copy: (l) => [...l],
};
const LIST_MUTATORS = new Set(["append", "extend", "insert", "pop", "remove", "reverse", "sort", "clear"]);

const DICT_METHODS: Record<string, Method<Record<string, unknown>>> = {
  get: (d, a, k) => {
    const key = arg(a, k, 0, "key");
    const name = typeof key === "string" ? key : str(key);
    return Object.hasOwn(d, name) ? d[name] : arg(a, k, 1, "default", null);
  },
  items: (d) =>
    makeIterator(
      dictKeys(d).map((key) => makeTuple([key, d[str(key)]])),
      "dict_items",
    ),
  keys: (d) => makeIterator(dictKeys(d), "dict_keys"),
  values: (d) =>
    makeIterator(
      Object.keys(d).map((key) => d[key]),
      "dict_values",
    ),
  copy: (d) => Object.assign(Object.create(null), d),
};
const DICT_MUTATORS = new Set(["update", "pop", "popitem", "setdefault", "clear"]);

/** Python `str.format`: `{}`, `{0}`, `{name}`, attribute/index paths, `!r`/`!s` and simple specs. */
export function formatString(format: string, args: unknown[], kwargs: Kwargs): string {
  let auto = 0;
  return format.replace(
    /\{\{|\}\}|\{([^{}!:]*)(?:!([rsa]))?(?::([^{}]*))?\}/g,
    (all, field: string | undefined, conv, spec) => {
      if (all === "{{") return "{";
      if (all === "}}") return "}";
      const [head = "", ...path] = (field ?? "").split(".");
      let value: unknown;
      if (head === "") value = args[auto++];
      else if (/^\d+$/.test(head)) value = args[Number(head)];
      else value = kwargs && Object.hasOwn(kwargs, head) ? kwargs[head] : MISSING;
      if (value === undefined || value === MISSING)
        throw new TemplateRuntimeError(`Replacement index ${head || auto - 1} out of range`);
      for (const part of path) value = getAttribute(value, part);
      const text = conv === "r" ? repr(value) : str(value);
      return spec ? applyFormatSpec(value, text, spec) : text;
    },
  );
}

function applyFormatSpec(value: unknown, text: string, spec: string): string {
  const m = /^(?:(.)?([<>^]))?([+-])?(0)?(\d+)?(?:\.(\d+))?([sdf%])?$/.exec(spec);
  if (!m) throw new TemplateRuntimeError(`Unsupported format specifier '${spec}'`);
  const [, fill = " ", align, , zero, width, precision, type] = m;
  let out = text;
  if (type === "f" || (precision !== undefined && isNumber(value)))
    out = toNumber(value).toFixed(Number(precision ?? 6));
  else if (type === "%") out = `${(toNumber(value) * 100).toFixed(Number(precision ?? 6))}%`;
  else if (precision !== undefined) out = out.slice(0, Number(precision));
  const w = Number(width ?? 0);
  const defaultAlign = isNumber(value) ? ">" : "<";
  const a = align ?? defaultAlign;
  const f = zero && !align ? "0" : fill;
  return pad(out, w, f, a === "<" ? "right" : a === ">" ? "left" : "center");
}

function bind<T>(self: T, name: string, method: Method<T>): PyFunction {
  return new PyFunction(name, (args, kwargs) => method(self, args, kwargs));
}

/** The Undefined returned for attributes the sandbox hides; using it raises a SecurityError. */
export class UnsafeUndefined extends Undefined {
  override error(): SecurityError {
    return new SecurityError(this.describe());
  }
}

function unsafe(owner: unknown, name: string): UnsafeUndefined {
  return new UnsafeUndefined(
    name,
    undefined,
    `access to attribute '${name}' of '${typeName(owner)}' object is unsafe.`,
  );
}

const isDunder = (name: string) => name.startsWith("_");

/** Jinja2 `obj.name`: attribute first (methods), then item. Only own data and whitelisted methods. */
export function getAttribute(obj: unknown, name: string): unknown {
  if (typeof obj === "string") {
    const m = STR_METHODS[name];
    if (m) return bind(obj, name, m);
  } else if (Array.isArray(obj)) {
    const m = LIST_METHODS[name];
    if (m) return bind(obj, name, m);
    if (LIST_MUTATORS.has(name)) return unsafe(obj, name);
  } else if (obj instanceof PyObject) {
    if (obj instanceof Undefined) throw obj.error();
    if (obj instanceof Markup) return getAttribute(obj.value, name);
    if (isDunder(name)) return unsafe(obj, name);
    const v = obj.attr(name);
    return v === MISSING ? missingAttribute(obj, name) : v;
  } else if (isDict(obj)) {
    const m = DICT_METHODS[name];
    if (m) return bind(obj, name, m);
    if (DICT_MUTATORS.has(name)) return unsafe(obj, name);
    if (name.startsWith("__") && name.endsWith("__")) return unsafe(obj, name);
    if (Object.hasOwn(obj, name)) return readOwn(obj, name);
  } else if (obj === undefined) {
    throw new Undefined("undefined").error();
  }
  if (isDunder(name) && !isDict(obj)) return unsafe(obj, name);
  return missingAttribute(obj, name);
}

/** Python `getattr(obj, name)` (the `attr` filter): methods and object attributes, never dict items. */
export function getAttributeOnly(obj: unknown, name: string): unknown {
  if (isDict(obj) && !Object.hasOwn(DICT_METHODS, name) && !DICT_MUTATORS.has(name)) return missingAttribute(obj, name);
  return getAttribute(obj, name);
}

/** Jinja2 `obj[key]`: item first, then attribute. */
export function getItem(obj: unknown, key: unknown): unknown {
  if (typeof obj === "string" || (Array.isArray(obj) && iteratorType(obj) === undefined)) {
    if (typeof key === "number" || typeof key === "boolean") {
      if (typeof key === "number" && !Number.isInteger(key)) {
        throw new TemplateRuntimeError(`${typeName(obj)} indices must be integers or slices, not float`);
      }
      const v = indexSequence(obj, toNumber(key));
      return v === MISSING ? new Undefined(String(key), `${typeName(obj)} object`) : v;
    }
  } else if (isDict(obj)) {
    const name = typeof key === "string" ? key : str(key);
    if (Object.hasOwn(obj, name)) return readOwn(obj, name);
  } else if (obj instanceof Undefined || obj === undefined) {
    throw (obj ?? new Undefined("undefined")).error();
  }
  if (typeof key === "string") return getAttribute(obj, key);
  return new Undefined(str(key), obj === null ? "None" : `${typeName(obj)} object`);
}

/** Reads an own property, refusing accessors (getters could run host code) and host functions' internals. */
function readOwn(obj: Record<string, unknown>, name: string): unknown {
  const desc = Object.getOwnPropertyDescriptor(obj, name);
  if (!desc || !("value" in desc))
    return new UnsafeUndefined(name, undefined, `access to accessor property '${name}' is unsafe.`);
  return desc.value;
}

/** `obj.name(args)` without allocating a bound method for the common string/list/dict calls. */
export function callMethod(obj: unknown, name: string, args: unknown[], kwargs: Kwargs): unknown {
  let method: Method<never> | undefined;
  if (typeof obj === "string") method = STR_METHODS[name];
  else if (Array.isArray(obj)) method = LIST_METHODS[name];
  else if (isDict(obj)) method = DICT_METHODS[name];
  if (method) return (method as Method<unknown>)(obj, args, kwargs);
  return callValue(getAttribute(obj, name), args, kwargs);
}

/** Calls a template value: runtime callables, or functions the caller placed in the context. */
export function callValue(fn: unknown, args: unknown[], kwargs: Kwargs): unknown {
  if (fn instanceof PyObject) return fn.call(args, kwargs);
  if (typeof fn === "function") {
    const result = kwargs && Object.keys(kwargs).length ? fn(...args, kwargs) : fn(...args);
    return result;
  }
  if (isUndefined(fn)) throw new Undefined("undefined").error();
  throw new TemplateRuntimeError(`'${typeName(fn)}' object is not callable`);
}
