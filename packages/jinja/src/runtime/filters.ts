// Jinja2's built-in filters, with transformers' `tojson`.
import { TemplateRuntimeError } from "../errors";
import {
  chargeCall,
  chargeComparisons,
  chargeItems,
  chargeResult,
  chargeSteps,
  reserveChars,
  reserveItems,
  reserveJoin,
  STEP_COST,
} from "../limits";
import { getAttributeOnly, getItem, tableEntry } from "../sandbox";
import { LINE_BREAK, SPACE_AT_ENDS } from "./chars";
import { jsonOptions, toJson } from "./json";
import { arg, pyCapitalize, pyReplace, stripChars } from "./methods";
import { percentFormat } from "./operators";
import { TESTS } from "./tests";
import { urlize } from "./urlize";
import {
  codePoints,
  compare,
  dictItems,
  equals,
  htmlEscape,
  isDict,
  isFloat,
  isNumber,
  isTuple,
  isUndefined,
  iterate,
  type Kwargs,
  length,
  Markup,
  makeDict,
  makeFloat,
  makeIterator,
  makeTuple,
  PyFloat,
  repr,
  str,
  toNumber,
  truthy,
  typeName,
  Undefined,
} from "./values";

export type FilterFunction = (value: unknown, args: unknown[], kwargs: Kwargs) => unknown;

/** Looks up `value.a.b.0` with item-first semantics (Jinja2's make_attrgetter). */
function attributeGetter(attribute: unknown, fallback?: unknown): (item: unknown) => unknown {
  const parts =
    typeof attribute === "string" ? attribute.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [attribute];
  return (item) => {
    let v = item;
    for (const part of parts) {
      v = getItem(v, part);
      if (fallback !== undefined && v instanceof Undefined) v = fallback;
    }
    return v;
  };
}

const lowerIfString = (v: unknown) => (typeof v === "string" ? v.toLowerCase() : v);

/** A key function for sort/min/max/unique honouring `attribute` and `case_sensitive`. */
function sortKey(attribute: unknown, caseSensitive: unknown): (item: unknown) => unknown {
  const get = attribute === undefined || attribute === null ? (x: unknown) => x : attributeGetter(attribute);
  if (truthy(caseSensitive)) return get;
  return (item) => lowerIfString(get(item));
}

function text(v: unknown): string {
  return str(v);
}

/** Python's round(): correctly rounded on the exact binary value, ties to even. */
function roundHalfEven(x: number, precision: number): number {
  if (precision < 0 || precision > 50 || !Number.isFinite(x) || Math.abs(x) >= 1e21) {
    const factor = 10 ** precision;
    return Math.round(x * factor) / factor;
  }
  // toFixed with many digits spells out the exact binary value, so ties can be told apart.
  const exact = Math.abs(x).toFixed(Math.min(100, precision + 50));
  const cut = exact.indexOf(".") + 1 + precision;
  const isTie = /^50*$/.test(exact.slice(cut));
  if (!isTie) return Number(x.toFixed(precision));
  const kept = exact.slice(0, precision === 0 ? cut - 1 : cut);
  const lastDigit = Number(kept[kept.length - 1]);
  const magnitude = Number(kept) + (lastDigit % 2 === 1 ? 10 ** -precision : 0);
  return Math.sign(x) * Number(magnitude.toFixed(precision));
}

/** Python int(): from numbers (truncating), numeric strings, with a default on failure. */
function toInt(value: unknown, fallback: unknown, base: unknown): unknown {
  if (typeof value === "string") {
    const b = base === undefined ? 10 : toNumber(base);
    const cleaned = value.trim().replaceAll("_", "");
    const digits =
      b === 16
        ? cleaned.replace(/^0x/i, "")
        : b === 8
          ? cleaned.replace(/^0o/i, "")
          : b === 2
            ? cleaned.replace(/^0b/i, "")
            : cleaned;
    const valid = b === 10 ? /^[-+]?\d+$/.test(digits) : /^[-+]?[0-9a-z]+$/i.test(digits);
    if (valid) {
      const n = Number.parseInt(digits, b);
      if (!Number.isNaN(n)) return n;
    }
    const asFloat = Number(cleaned);
    if (b === 10 && cleaned !== "" && Number.isFinite(asFloat)) return Math.trunc(asFloat);
    return fallback;
  }
  if (isNumber(value)) {
    const n = toNumber(value);
    return Number.isFinite(n) ? Math.trunc(n) : fallback;
  }
  return fallback;
}

function toFloat(value: unknown, fallback: unknown): unknown {
  if (isNumber(value)) return makeFloat(toNumber(value));
  if (typeof value === "string") {
    const t = value.trim().toLowerCase();
    if (/^[-+]?(inf|infinity)$/.test(t)) return t.startsWith("-") ? -Infinity : Infinity;
    if (/^[-+]?nan$/.test(t)) return Number.NaN;
    if (/^[-+]?(\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(e[-+]?\d+)?$/.test(t)) return makeFloat(Number(t.replaceAll("_", "")));
  }
  return fallback;
}

/** int() and float() of an undefined value raise in Jinja2 (Undefined refuses conversion). */
function requireDefined(v: unknown): unknown {
  if (v instanceof Undefined) throw v.error();
  if (v === undefined) throw new Undefined("undefined").error();
  return v;
}

function indent(value: unknown, width: unknown, first: unknown, blank: unknown): string {
  if (typeof value !== "string" && !(value instanceof Markup)) {
    throw new TemplateRuntimeError(`unsupported operand type(s) for +=: '${typeName(value)}' and 'str'`);
  }
  const lines = splitLines(`${text(value)}\n`);
  const padLength = typeof width === "string" ? width.length : toNumber(width);
  reserveChars(padLength);
  const pad = typeof width === "string" ? width : " ".repeat(padLength);
  reserveJoin(lines, `\n${pad}`);
  let out: string;
  if (truthy(blank)) out = lines.join(`\n${pad}`);
  else {
    out = lines.shift() ?? "";
    if (lines.length) out += `\n${lines.map((l) => (l ? pad + l : l)).join("\n")}`;
  }
  return truthy(first) ? pad + out : out;
}

/** Python `str.splitlines()` without line ends. */
function splitLines(s: string): string[] {
  const lines = s.split(LINE_BREAK);
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

function wordwrap(s: string, width: number, breakLong: boolean, wrapString: string): string {
  if (width <= 0) throw new TemplateRuntimeError(`invalid width ${width} (must be > 0)`);
  // At most one piece per word and per `width` characters, each joined with `wrapString`.
  const pieces = s.length / 2 + s.length / width + 1;
  chargeItems(pieces);
  reserveChars(s.length + pieces * wrapString.length);
  return splitLines(s)
    .map((line) => {
      const words = line.split(/(\s+)/).filter((w) => w !== "");
      const out: string[] = [];
      let current = "";
      for (const w of words) {
        if (/^\s+$/.test(w)) {
          if (current) current += w;
          continue;
        }
        if (current && current.length + w.length > width) {
          out.push(current.trimEnd());
          current = "";
        }
        let word = w;
        while (breakLong && word.length > width) {
          out.push(word.slice(0, width));
          word = word.slice(width);
        }
        current += word;
      }
      if (current.trimEnd()) out.push(current.trimEnd());
      return out.join(wrapString);
    })
    .join(wrapString);
}

function selectOrReject(items: unknown, args: unknown[], keep: boolean, byAttribute: boolean): unknown[] {
  if (!truthy(items)) return makeIterator([]);
  const rest = [...args];
  const get = byAttribute ? attributeGetter(rest.shift()) : (x: unknown) => x;
  const testName = rest.shift();
  let check: (v: unknown) => boolean;
  if (testName === undefined) check = truthy;
  else {
    const test = tableEntry(TESTS, String(testName));
    if (!test) throw new TemplateRuntimeError(`Unknown test: ${String(testName)}`);
    check = (v) => test(v, rest);
  }
  return makeIterator(iterate(items).filter((item) => check(get(item)) === keep));
}

function mapItems(v: unknown, a: unknown[], k: Kwargs): unknown[] {
  if (!truthy(v)) return [];
  const list = iterate(v);
  if (a.length === 0 && k && Object.hasOwn(k, "attribute")) return list.map(attributeGetter(k.attribute, k.default));
  const [name, ...rest] = a;
  const filter = tableEntry(FILTERS, String(name));
  if (!filter) throw new TemplateRuntimeError(`Unknown filter: ${String(name)}`);
  return list.map((item) => applyFilter(filter, item, rest, k));
}

function sum(items: unknown, attribute: unknown, start: unknown): unknown {
  const get = attribute === undefined || attribute === null ? (x: unknown) => x : attributeGetter(attribute);
  let total: unknown = start ?? 0;
  for (const item of iterate(items)) {
    const v = get(item);
    if (!isNumber(v) || !isNumber(total)) {
      throw new TemplateRuntimeError(`unsupported operand type(s) for +: '${typeName(total)}' and '${typeName(v)}'`);
    }
    const r = toNumber(total) + toNumber(v);
    total = isFloat(total) || isFloat(v) ? makeFloat(r) : r;
  }
  return total;
}

function minMax(items: unknown, args: unknown[], kwargs: Kwargs, sign: number): unknown {
  const list = iterate(items);
  if (list.length === 0) return new Undefined("", undefined, "No aggregated item, sequence was empty.");
  const key = sortKey(arg(args, kwargs, 1, "attribute"), arg(args, kwargs, 0, "case_sensitive", false));
  let best = list[0];
  for (const item of list.slice(1)) if (compare(key(item), key(best)) * sign > 0) best = item;
  return best;
}

function truncate(s: string, args: unknown[], kwargs: Kwargs): string {
  const size = toNumber(arg(args, kwargs, 0, "length", 255));
  const killwords = truthy(arg(args, kwargs, 1, "killwords", false));
  const end = text(arg(args, kwargs, 2, "end", "..."));
  const leeway = toNumber(arg(args, kwargs, 3, "leeway", 5) ?? 5);
  const chars = codePoints(s);
  if (chars.length <= size + leeway) return s;
  const head = chars.slice(0, Math.max(0, size - end.length)).join("");
  if (killwords) return head + end;
  const cut = head.lastIndexOf(" ");
  return (cut < 0 ? head : head.slice(0, cut)) + end;
}

/** Jinja2's url_quote: percent-encodes UTF-8; query-string mode turns spaces into `+` and also quotes `/`. */
function urlQuote(value: unknown, forQuery: boolean): string {
  const quoted = encodeURIComponent(text(value)).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return forQuery ? quoted.replaceAll("%20", "+") : quoted.replaceAll("%2F", "/");
}

function sortList(items: unknown, args: unknown[], kwargs: Kwargs): unknown[] {
  const reverse = truthy(arg(args, kwargs, 0, "reverse", false));
  const key = sortKey(arg(args, kwargs, 2, "attribute"), arg(args, kwargs, 1, "case_sensitive", false));
  const keyed = iterate(items).map((item) => [key(item), item] as const);
  chargeSorting(keyed.length);
  keyed.sort((a, b) => (reverse ? compare(b[0], a[0]) : compare(a[0], b[0])));
  return keyed.map((pair) => pair[1]);
}

/** Charges computing the keys of `count` items and the comparisons of sorting them. */
function chargeSorting(count: number): void {
  chargeSteps(count * (1 + Math.ceil(Math.log2(count + 1))) * STEP_COST.keyedItem);
}

/** Python's striptags: comments, then tags, removed in one left-to-right pass each (linear time). */
function stripTags(s: string): string {
  const removeSpans = (input: string, open: string, close: string) => {
    let out = "";
    let position = 0;
    for (let start = input.indexOf(open); start >= 0; start = input.indexOf(open, position)) {
      const end = input.indexOf(close, start + open.length);
      if (end < 0) break;
      out += input.slice(position, start);
      position = end + close.length;
    }
    return out + input.slice(position);
  };
  return removeSpans(removeSpans(s, "<!--", "-->"), "<", ">")
    .replace(/\s+/g, " ")
    .trim();
}

/** Unique items by Python equality: hashable keys through a Map, others compared one by one. */
function uniqueItems(items: unknown[], key: (item: unknown) => unknown): unknown[] {
  const hashed = new Set<string>();
  const others: unknown[] = [];
  const out: unknown[] = [];
  chargeSteps(items.length * STEP_COST.keyedItem);
  for (const item of items) {
    const kv = key(item);
    if (typeof kv === "object" && kv !== null && (Array.isArray(kv) ? !isTuple(kv) : isDict(kv))) {
      throw new TemplateRuntimeError(`unhashable type: '${typeName(kv)}'`);
    }
    const hash = hashKey(kv);
    if (hash !== null) {
      if (hashed.has(hash)) continue;
      hashed.add(hash);
    } else {
      chargeComparisons(others.length);
      if (others.some((o) => equals(o, kv))) continue;
      others.push(kv);
    }
    out.push(item);
  }
  return out;
}

/** A string equal for values Python considers equal (1, 1.0 and True; 'a' and Markup('a')); null when unsure. */
function hashKey(v: unknown): string | null {
  if (typeof v === "string") return `s${v}`;
  if (v instanceof Markup) return `s${v.value}`;
  if (isNumber(v)) return `n${toNumber(v)}`;
  if (v === null) return "None";
  return null;
}

/** Runs a filter, charging the budget for its input and its result. */
export function applyFilter(filter: FilterFunction, value: unknown, args: unknown[], kwargs: Kwargs): unknown {
  chargeCall(value);
  const result = filter(value, args, kwargs);
  chargeResult(result, value);
  return result;
}

export const FILTERS: Record<string, FilterFunction> = {
  abs: (v) => {
    if (v instanceof PyFloat) return new PyFloat(Math.abs(v.value));
    return Math.abs(toNumber(v));
  },
  attr: (v, a) => getAttributeOnly(v, str(a[0])),
  batch: (v, a, k) => {
    const size = toNumber(arg(a, k, 0, "linecount"));
    const fill = arg(a, k, 1, "fill_with");
    // Jinja2's loop, kept as is: it checks the size before adding each item.
    const out: unknown[][] = [];
    let current: unknown[] = [];
    for (const item of iterate(v)) {
      if (current.length === size) {
        out.push(current);
        current = [];
      }
      current.push(item);
    }
    if (current.length) {
      if (fill !== undefined) {
        reserveItems(size - current.length);
        while (current.length < size) current.push(fill);
      }
      out.push(current);
    }
    return makeIterator(out);
  },
  capitalize: (v) => pyCapitalize(text(v)),
  center: (v, a, k) => {
    const s = text(v);
    const width = toNumber(arg(a, k, 0, "width", 80));
    const total = width - length(s);
    if (total <= 0) return s;
    reserveChars(width);
    const left = Math.floor(total / 2) + (total & width & 1);
    return " ".repeat(left) + s + " ".repeat(total - left);
  },
  count: (v) => length(v),
  default: (v, a, k) => {
    const fallback = arg(a, k, 0, "default_value", "");
    const boolean = truthy(arg(a, k, 1, "boolean", false));
    return isUndefined(v) || (boolean && !truthy(v)) ? fallback : v;
  },
  dictsort: (v, a, k) => {
    if (!isDict(v)) throw new TemplateRuntimeError("You can only sort by either 'key' or 'value'");
    const caseSensitive = truthy(arg(a, k, 0, "case_sensitive", false));
    const by = arg(a, k, 1, "by", "key");
    const reverse = truthy(arg(a, k, 2, "reverse", false));
    const pos = by === "key" ? 0 : by === "value" ? 1 : -1;
    if (pos < 0) throw new TemplateRuntimeError("You can only sort by either 'key' or 'value'");
    const pairs = dictItems(v).map((item) => makeTuple(item));
    chargeSorting(pairs.length);
    const key = (p: unknown[]) => (caseSensitive ? p[pos] : lowerIfString(p[pos]));
    pairs.sort((x, y) => compare(key(x), key(y)) * (reverse ? -1 : 1));
    return pairs;
  },
  escape: (v) => (v instanceof Markup ? v : new Markup(htmlEscape(text(v)))),
  filesizeformat: (v, a, k) => {
    const bytes = toNumber(typeof v === "string" ? Number(v) : v);
    const binary = truthy(arg(a, k, 0, "binary", false));
    const base = binary ? 1024 : 1000;
    const units = binary
      ? ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"]
      : ["kB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"];
    if (bytes === 1) return "1 Byte";
    if (bytes < base) return `${Math.trunc(bytes)} Bytes`;
    let unit = "";
    let div = 1;
    for (let i = 0; i < units.length; i++) {
      div = base ** (i + 2);
      unit = units[i] as string;
      if (bytes < div) break;
    }
    return `${((base * bytes) / div).toFixed(1)} ${unit}`;
  },
  first: (v) => {
    const list = iterate(v);
    return list.length ? list[0] : new Undefined("", undefined, "No first item, sequence was empty.");
  },
  float: (v, a, k) => toFloat(requireDefined(v), arg(a, k, 0, "default", new PyFloat(0))),
  forceescape: (v) => new Markup(htmlEscape(text(v))),
  format: (v, a, k) => {
    if (k && Object.keys(k).length && a.length) {
      throw new TemplateRuntimeError("can't handle positional and keyword arguments at the same time");
    }
    return percentFormat(text(v), k && Object.keys(k).length ? Object.assign(makeDict(), k) : makeTuple(a));
  },
  groupby: (v, a, k) => {
    const get = attributeGetter(arg(a, k, 0, "attribute"), arg(a, k, 1, "default"));
    const caseSensitive = truthy(arg(a, k, 2, "case_sensitive", false));
    const key = (x: unknown) => (caseSensitive ? get(x) : lowerIfString(get(x)));
    const keyed = iterate(v).map((item) => [key(item), item] as const);
    chargeSorting(keyed.length);
    const sorted = keyed.sort((x, y) => compare(x[0], y[0]));
    const groups: { key: unknown; grouper: unknown; list: unknown[] }[] = [];
    let current: (typeof groups)[number] | undefined;
    for (const [g, item] of sorted) {
      if (!current || !equals(current.key, g)) {
        current = { key: g, grouper: caseSensitive ? g : get(item), list: [] };
        groups.push(current);
      }
      current.list.push(item);
    }
    return groups.map((g) => makeTuple([g.grouper, g.list]));
  },
  indent: (v, a, k) => indent(v, arg(a, k, 0, "width", 4), arg(a, k, 1, "first", false), arg(a, k, 2, "blank", false)),
  int: (v, a, k) => toInt(requireDefined(v), arg(a, k, 0, "default", 0), arg(a, k, 1, "base", 10)),
  items: (v) => {
    if (isUndefined(v)) return makeIterator([]);
    if (!isDict(v)) throw new TemplateRuntimeError(`Can only get item pairs from a mapping.`);
    return makeIterator(dictItems(v).map((item) => makeTuple(item)));
  },
  join: (v, a, k) => {
    const sep = text(arg(a, k, 0, "d", ""));
    const attribute = arg(a, k, 1, "attribute");
    const get = attribute === undefined || attribute === null ? (x: unknown) => x : attributeGetter(attribute);
    const texts = iterate(v).map((x) => text(get(x)));
    reserveJoin(texts, sep);
    return texts.join(sep);
  },
  last: (v) => {
    const list = iterate(v);
    return list.length ? list[list.length - 1] : new Undefined("", undefined, "No last item, sequence was empty.");
  },
  length: (v) => length(v),
  list: (v) => [...iterate(v)],
  lower: (v) => text(v).toLowerCase(),
  map: (v, a, k) => makeIterator(mapItems(v, a, k)),

  max: (v, a, k) => minMax(v, a, k, 1),
  min: (v, a, k) => minMax(v, a, k, -1),
  pprint: (v) => repr(v),
  random: (v) => {
    const list = iterate(v);
    return list.length
      ? list[Math.floor(Math.random() * list.length)]
      : new Undefined("", undefined, "No random item, sequence was empty.");
  },
  reject: (v, a) => selectOrReject(v, a, false, false),
  rejectattr: (v, a) => selectOrReject(v, a, false, true),
  replace: (v, a, k) => pyReplace(text(v), text(arg(a, k, 0, "old")), text(arg(a, k, 1, "new")), arg(a, k, 2, "count")),
  reverse: (v) => {
    if (typeof v === "string") return codePoints(v).reverse().join("");
    return makeIterator([...iterate(v)].reverse(), Array.isArray(v) ? "list_reverseiterator" : "reversed");
  },
  round: (v, a, k) => {
    const precision = toNumber(arg(a, k, 0, "precision", 0));
    const method = arg(a, k, 1, "method", "common");
    const x = toNumber(v);
    const factor = 10 ** precision;
    // Python's round() keeps ints as ints.
    if (method === "common") return isFloat(v) || !isNumber(v) ? makeFloat(roundHalfEven(x, precision)) : x;
    if (method === "ceil") return makeFloat(Math.ceil(x * factor) / factor);
    if (method === "floor") return makeFloat(Math.floor(x * factor) / factor);
    throw new TemplateRuntimeError("method must be common, ceil or floor");
  },
  safe: (v) => (v instanceof Markup ? v : new Markup(text(v))),
  select: (v, a) => selectOrReject(v, a, true, false),
  selectattr: (v, a) => selectOrReject(v, a, true, true),
  slice: (v, a, k) => {
    const list = iterate(v);
    const slices = toNumber(arg(a, k, 0, "slices"));
    if (slices === 0) throw new TemplateRuntimeError("integer division or modulo by zero");
    const fill = arg(a, k, 1, "fill_with");
    reserveItems(slices);
    const per = Math.floor(list.length / slices);
    const extra = list.length % slices;
    const out: unknown[][] = [];
    let offset = 0;
    for (let i = 0; i < slices; i++) {
      const start = offset + i * per;
      if (i < extra) offset++;
      const end = offset + (i + 1) * per;
      const part = list.slice(start, end);
      if (fill !== undefined && i >= extra) part.push(fill);
      out.push(part);
    }
    return makeIterator(out);
  },
  sort: sortList,
  string: (v) => text(v),
  striptags: (v) => stripTags(text(v)),
  sum: (v, a, k) => sum(v, arg(a, k, 0, "attribute"), arg(a, k, 1, "start", 0)),
  title: (v) =>
    text(v)
      .split(/([-\s({[<]+)/)
      .filter((w) => w)
      .map((w) => {
        const chars = codePoints(w);
        return (chars[0] as string).toUpperCase() + chars.slice(1).join("").toLowerCase();
      })
      .join(""),
  tojson: (v, a, k) => {
    if (isUndefined(v)) throw new TemplateRuntimeError("Object of type Undefined is not JSON serializable");
    const options = jsonOptions(arg(a, k, 0, "indent"), arg(a, k, 2, "separators"), arg(a, k, 3, "sort_keys"));
    return toJson(v, options);
  },
  trim: (v, a, k) => {
    const chars = arg(a, k, 0, "chars");
    const s = text(v);
    if (chars === undefined || chars === null) return s.replace(SPACE_AT_ENDS, "");
    return stripChars(s, text(chars), true, true);
  },
  truncate: (v, a, k) => truncate(text(v), a, k),
  unique: (v, a, k) => {
    const key = sortKey(arg(a, k, 1, "attribute"), arg(a, k, 0, "case_sensitive", false));
    return makeIterator(uniqueItems(iterate(v), key));
  },
  upper: (v) => text(v).toUpperCase(),
  urlencode: (v) => {
    if (isDict(v))
      return dictItems(v)
        .map(([key, value]) => `${urlQuote(key, true)}=${urlQuote(value, true)}`)
        .join("&");
    if (Array.isArray(v))
      return v
        .map((pair) =>
          iterate(pair)
            .map((p) => urlQuote(p, true))
            .join("="),
        )
        .join("&");
    return urlQuote(v, false);
  },
  urlize: (v, a, k) => {
    const limit = arg(a, k, 0, "trim_url_limit", null);
    const relParts = new Set(
      String(arg(a, k, 3, "rel", "") ?? "")
        .split(/\s+/)
        .filter(Boolean),
    );
    if (truthy(arg(a, k, 1, "nofollow", false))) relParts.add("nofollow");
    relParts.add("noopener");
    const target = arg(a, k, 2, "target", null);
    const schemes = arg(a, k, 4, "extra_schemes", null);
    return urlize(text(v), {
      trimUrlLimit: limit === null || limit === undefined ? null : toNumber(limit),
      rel: [...relParts].sort().join(" "),
      target: target === null || target === undefined ? null : text(target),
      extraSchemes: Array.isArray(schemes) ? schemes.map(text) : [],
    });
  },
  wordcount: (v) => {
    let count = 0;
    for (const _ of text(v).matchAll(/[\p{L}\p{N}_]+/gu)) count++;
    return count;
  },
  wordwrap: (v, a, k) =>
    wordwrap(
      text(v),
      toNumber(arg(a, k, 0, "width", 79)),
      truthy(arg(a, k, 1, "break_long_words", true)),
      text(arg(a, k, 2, "wrapstring", "\n")),
    ),
  xmlattr: (v, a, k) => {
    if (!isDict(v)) throw new TemplateRuntimeError("xmlattr requires a mapping");
    const parts = dictItems(v)
      .filter(([, value]) => value !== null && !isUndefined(value))
      .map(([key, value]) => `${str(key)}="${htmlEscape(text(value))}"`);
    const space = truthy(arg(a, k, 0, "autospace", true));
    return parts.length && space ? ` ${parts.join(" ")}` : parts.join(" ");
  },
};
FILTERS.d = FILTERS.default as FilterFunction;
FILTERS.e = FILTERS.escape as FilterFunction;

TESTS.filter = (v) => typeof v === "string" && Object.hasOwn(FILTERS, v);
TESTS.test = (v) => typeof v === "string" && Object.hasOwn(TESTS, v);
