// Python methods of str, list and dict that templates call (looked up through the sandbox).
import { TemplateRuntimeError } from "../errors";
import { chargeComparisons, chargeItems, chargeSteps, reserveChars, reserveJoin, STEP_COST } from "../limits";
import { ACCESSOR, MISSING, ownData } from "../own-data";
import { LINE_WITH_END, lineBreaks, TRAILING_BREAK } from "./chars";
import {
  codePoints,
  copyDict,
  dictItems,
  dictKeys,
  equals,
  isNumber,
  type Kwargs,
  length,
  makeIterator,
  makeTuple,
  repr,
  str,
  toNumber,
  typeName,
  Undefined,
} from "./values";

export type Method<T> = (self: T, args: unknown[], kwargs: Kwargs) => unknown;

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

const WHITESPACE = new Set(WHITESPACE_CHARS);

/** Python `str.strip(chars)` (by code points; linear whatever the size of `chars`). */
export function stripChars(s: string, chars: string | null, left: boolean, right: boolean): string {
  const set = chars === null ? WHITESPACE : new Set(codePoints(chars));
  let a = 0;
  let b = s.length;
  if (left) {
    for (let c = s.codePointAt(a); a < b && set.has(String.fromCodePoint(c as number)); c = s.codePointAt(a)) {
      a += (c as number) > 0xffff ? 2 : 1;
    }
  }
  if (right) {
    while (b > a) {
      const pair = b - 2 >= a && /[\ud800-\udbff][\udc00-\udfff]/.test(s.slice(b - 2, b));
      const width = pair ? 2 : 1;
      if (!set.has(s.slice(b - width, b))) break;
      b -= width;
    }
  }
  return s.slice(a, b);
}

/** Python `str.split(None, max)` / `rsplit`: runs of whitespace separate, the remainder keeps its own. */
function splitWhitespace(s: string, max: number, fromRight: boolean): string[] {
  const out: string[] = [];
  const space = (i: number) => WHITESPACE.has(s[i] as string);
  if (!fromRight) {
    for (let i = 0; ; ) {
      while (i < s.length && space(i)) i++;
      if (i >= s.length) break;
      chargeItems(2);
      if (out.length === max) {
        out.push(s.slice(i));
        break;
      }
      const start = i;
      while (i < s.length && !space(i)) i++;
      out.push(s.slice(start, i));
    }
    return out;
  }
  for (let j = s.length; ; ) {
    while (j > 0 && space(j - 1)) j--;
    if (j === 0) break;
    chargeItems(2);
    if (out.length === max) {
      out.push(s.slice(0, j));
      break;
    }
    const end = j;
    while (j > 0 && !space(j - 1)) j--;
    out.push(s.slice(j, end));
  }
  return out.reverse();
}

/** Occurrences of `needle` (non-empty) in `s`, without allocating. */
function occurrences(s: string, needle: string, limit = -1): number {
  let found = 0;
  for (let at = s.indexOf(needle); at >= 0 && found !== limit; at = s.indexOf(needle, at + needle.length)) found++;
  return found;
}

/** Python `str.split` / `str.rsplit`. */
function split(s: string, sepArg: unknown, maxArg: unknown, fromRight: boolean): string[] {
  const sep = optionalString(sepArg, "sep");
  const max = maxArg === undefined || maxArg === null ? -1 : toNumber(maxArg);
  if (sep === "") throw new TemplateRuntimeError("empty separator");
  if (sep === null) return splitWhitespace(s, max, fromRight);
  // Each part is a string plus a list slot: charged before splitting, as a separator can be one character.
  chargeItems(2 * (occurrences(s, sep) + 1));
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
  const w = toNumber(width);
  const f = fill === undefined ? " " : String(fill);
  if (length(f) !== 1) throw new TemplateRuntimeError("The fill character must be exactly one character long");
  const n = length(s);
  if (n >= w) return s;
  const total = w - n;
  reserveChars(s.length + total * f.length);
  if (where === "right") return s + f.repeat(total);
  if (where === "left") return f.repeat(total) + s;
  const left = Math.floor(total / 2) + (total & w & 1);
  return f.repeat(left) + s + f.repeat(total - left);
}

/** Python `str.replace(old, new, count)`: a negative or missing count replaces every occurrence. */
export function pyReplace(s: string, from: string, to: string, count: unknown): string {
  const limit = count === undefined || count === null ? -1 : toNumber(count);
  if (from === "") {
    // Python inserts `to` before every character and at the end, `count` times at most.
    const chars = codePoints(s);
    const inserts = limit < 0 ? chars.length + 1 : Math.min(limit, chars.length + 1);
    reserveChars(s.length + inserts * to.length);
    let out = "";
    for (let i = 0; i < inserts; i++) out += to + (chars[i] ?? "");
    return out + chars.slice(inserts).join("");
  }
  const found = occurrences(s, from, limit);
  chargeSteps(found * STEP_COST.match);
  reserveChars(s.length + found * (to.length - from.length));
  // A replacement string, with `$` escaped, keeps V8 on its native path.
  if (limit < 0 || found < limit) return s.replaceAll(from, to.replaceAll("$", "$$$$"));
  let out = "";
  let position = 0;
  for (let i = 0; i < found; i++) {
    const at = s.indexOf(from, position);
    out += s.slice(position, at) + to;
    position = at + from.length;
  }
  return out + s.slice(position);
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

// Maps, not objects: a lookup by name sees no prototype, and costs one probe.
export const STR_METHODS: ReadonlyMap<string, Method<string>> = new Map(
  Object.entries({
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
      chargeItems(3 * (lineBreaks(s) + 1));
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
      return needle === "" ? length(s) + 1 : occurrences(s, needle);
    },
    join: (s, a) => {
      const items = a[0];
      if (!Array.isArray(items) && typeof items !== "string") {
        throw new TemplateRuntimeError("can only join an iterable");
      }
      const list = typeof items === "string" ? codePoints(items) : items;
      reserveJoin(list, s);
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
    encode: () => {
      throw new TemplateRuntimeError("bytes are not supported");
    },
  }),
);

export const LIST_METHODS: ReadonlyMap<string, Method<unknown[]>> = new Map(
  Object.entries({
    index: (l, a) => {
      chargeComparisons(l.length);
      const at = l.findIndex((x) => equals(x, a[0]));
      if (at < 0) throw new TemplateRuntimeError(`${repr(a[0])} is not in list`);
      return at;
    },
    count: (l, a) => {
      chargeComparisons(l.length);
      return l.filter((x) => equals(x, a[0])).length;
    },
    copy: (l) => [...l],
  }),
);

export const DICT_METHODS: ReadonlyMap<string, Method<Record<string, unknown>>> = new Map(
  Object.entries({
    get: (d, a, k) => {
      const key = arg(a, k, 0, "key");
      const name = typeof key === "string" ? key : str(key);
      const value = ownData(d, name);
      return value === MISSING || value === ACCESSOR ? arg(a, k, 1, "default", null) : value;
    },
    items: (d) =>
      makeIterator(
        dictItems(d).map((item) => makeTuple(item)),
        "dict_items",
      ),
    keys: (d) => makeIterator(dictKeys(d), "dict_keys"),
    values: (d) =>
      makeIterator(
        dictItems(d).map((item) => item[1]),
        "dict_values",
      ),
    copy: (d) => copyDict(d),
  }),
);

/** Applies a `str.format` spec (`<10`, `^5`, `.2f`, `%`…) to one formatted field. */
export function applyFormatSpec(value: unknown, text: string, spec: string): string {
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
