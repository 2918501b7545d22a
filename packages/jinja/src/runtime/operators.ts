// Python semantics of the expression operators: arithmetic, `in`, indexing and slicing.
import { TemplateRuntimeError, UndefinedValueError } from "../errors";
import { chargeComparisons, chargeConcat, chargeScan, reserveChars, reserveItems } from "../limits";
import { ACCESSOR, hasData, MISSING, ownData } from "../own-data";
import {
  codePoints,
  equals,
  hasSurrogates,
  htmlEscape,
  isDict,
  isFloat,
  isNumber,
  isTuple,
  isUndefined,
  Markup,
  makeFloat,
  makeTuple,
  PyFloat,
  repr,
  str,
  toNumber,
  typeName,
  Undefined,
  undefinedOf,
} from "./values";

export const NULL_OPERATION = "Cannot perform operation on null or undefined values";

function escapeText(v: unknown): string {
  return v instanceof Markup ? v.value : htmlEscape(str(v));
}

function operandError(op: string, a: unknown, b: unknown): TemplateRuntimeError {
  if (isUndefined(a) || isUndefined(b)) {
    const undefinedOperand = undefinedOf((isUndefined(a) ? a : b) as Undefined | undefined);
    return new UndefinedValueError(`${NULL_OPERATION}: ${undefinedOperand.describe()}`);
  }
  const detail = `unsupported operand type(s) for ${op}: '${typeName(a)}' and '${typeName(b)}'`;
  return new TemplateRuntimeError(a === null || b === null ? `${NULL_OPERATION}: ${detail}` : detail);
}

function numeric(op: string, a: unknown, b: unknown, f: (x: number, y: number) => number): unknown {
  if (!isNumber(a) || !isNumber(b)) throw operandError(op, a, b);
  const r = f(toNumber(a), toNumber(b));
  return isFloat(a) || isFloat(b) ? makeFloat(r) : r;
}

export function add(a: unknown, b: unknown): unknown {
  if (typeof a === "string" && typeof b === "string") {
    chargeConcat(a.length, b.length);
    return a + b;
  }
  if (typeof a === "number" && typeof b === "number") {
    const sum = a + b;
    return Number.isInteger(sum) && !(Number.isInteger(a) && Number.isInteger(b)) ? new PyFloat(sum) : sum;
  }
  if (
    (a instanceof Markup && (typeof b === "string" || b instanceof Markup)) ||
    (b instanceof Markup && typeof a === "string")
  ) {
    const left = escapeText(a);
    const right = escapeText(b);
    chargeConcat(left.length, right.length);
    return new Markup(left + right);
  }
  if (Array.isArray(a) && Array.isArray(b) && isTuple(a) === isTuple(b)) {
    reserveItems(a.length + b.length);
    const joined = [...a, ...b];
    return isTuple(a) ? makeTuple(joined) : joined;
  }
  return numeric("+", a, b, (x, y) => x + y);
}

export function subtract(a: unknown, b: unknown): unknown {
  return numeric("-", a, b, (x, y) => x - y);
}

export function multiply(a: unknown, b: unknown): unknown {
  if ((typeof a === "string" || Array.isArray(a)) && isNumber(b) && !isFloat(b)) return repeat(a, toNumber(b));
  if ((typeof b === "string" || Array.isArray(b)) && isNumber(a) && !isFloat(a)) return repeat(b, toNumber(a));
  return numeric("*", a, b, (x, y) => x * y);
}

function repeat(seq: string | unknown[], times: number): unknown {
  if (times <= 0) return typeof seq === "string" ? "" : isTuple(seq) ? makeTuple([]) : [];
  if (typeof seq === "string") {
    reserveChars(seq.length * times);
    return seq.repeat(times);
  }
  reserveItems(seq.length * times);
  const out: unknown[] = [];
  for (let i = 0; i < times; i++) out.push(...seq);
  return isTuple(seq) ? makeTuple(out) : out;
}

function checkDivisor(op: string, a: unknown, b: unknown): void {
  if (!isNumber(a) || !isNumber(b)) throw operandError(op, a, b);
  if (toNumber(b) === 0) {
    throw new TemplateRuntimeError(op === "/" ? "division by zero" : "integer division or modulo by zero");
  }
}

export function divide(a: unknown, b: unknown): unknown {
  checkDivisor("/", a, b);
  return makeFloat(toNumber(a) / toNumber(b));
}

export function floorDivide(a: unknown, b: unknown): unknown {
  checkDivisor("//", a, b);
  return numeric("//", a, b, pyFloorDivide);
}

/** CPython's float floor division, exact where `Math.floor(x / y)` rounds (1.0 // 0.1 is 9.0). */
function pyFloorDivide(x: number, y: number): number {
  let mod = x % y;
  let div = (x - mod) / y;
  if (mod !== 0 && y < 0 !== mod < 0) {
    mod += y;
    div -= 1;
  }
  if (div === 0) return Object.is(x / y, -0) || x / y < 0 ? -0 : 0;
  const floor = Math.floor(div);
  return div - floor > 0.5 ? floor + 1 : floor;
}

export function modulo(a: unknown, b: unknown): unknown {
  if (typeof a === "string") return percentFormat(a, b);
  checkDivisor("%", a, b);
  return numeric("%", a, b, (x, y) => {
    // Python's remainder takes the sign of the divisor (including -0.0 for floats).
    const r = x % y;
    if (r === 0) return y < 0 ? -0 : 0;
    return r < 0 !== y < 0 ? r + y : r;
  });
}

export function power(a: unknown, b: unknown): unknown {
  if (!isNumber(a) || !isNumber(b)) throw operandError("**", a, b);
  const r = toNumber(a) ** toNumber(b);
  return isFloat(a) || isFloat(b) || toNumber(b) < 0 ? makeFloat(r) : r;
}

export function negate(a: unknown): unknown {
  if (typeof a === "number") return -a;
  if (a instanceof PyFloat) return new PyFloat(-a.value);
  if (typeof a === "boolean") return a ? -1 : 0;
  if (isUndefined(a)) throw undefinedOf(a).error();
  throw new TemplateRuntimeError(`bad operand type for unary -: '${typeName(a)}'`);
}

export function plus(a: unknown): unknown {
  if (!isNumber(a)) {
    if (isUndefined(a)) throw undefinedOf(a).error();
    throw new TemplateRuntimeError(`bad operand type for unary +: '${typeName(a)}'`);
  }
  return typeof a === "boolean" ? toNumber(a) : a;
}

/** Python `needle in haystack`. */
export function contains(haystack: unknown, needle: unknown): boolean {
  if (typeof haystack === "string") {
    if (typeof needle !== "string") {
      if (isUndefined(needle)) throw undefinedOf(needle).error();
      throw new TemplateRuntimeError(`'in <string>' requires string as left operand, not ${typeName(needle)}`);
    }
    chargeScan(haystack.length);
    return haystack.includes(needle);
  }
  if (Array.isArray(haystack)) {
    chargeComparisons(haystack.length);
    for (const item of haystack) if (equals(item, needle)) return true;
    return false;
  }
  if (isDict(haystack)) {
    return hasData(haystack, typeof needle === "string" ? needle : str(needle));
  }
  if (isUndefined(haystack)) return false;
  throw new TemplateRuntimeError(`argument of type '${typeName(haystack)}' is not iterable`);
}

/** `%(key)s` reads the mapping's item only, as Python does: a missing key is a KeyError, not undefined. */
function mappingItem(values: object, key: string): unknown {
  const value = ownData(values, key);
  if (value === MISSING || value === ACCESSOR) throw new TemplateRuntimeError(`KeyError: ${repr(key)}`);
  return value;
}

/** Python `%` string formatting (`'%s and %d' % (a, b)`). */
export function percentFormat(format: string, values: unknown): string {
  const args = isTuple(values) ? (values as unknown[]) : [values];
  let next = 0;
  const take = () => {
    if (next >= args.length) throw new TemplateRuntimeError("not enough arguments for format string");
    return args[next++];
  };
  const out = format.replace(
    /%(\(([^)]*)\))?([-+ 0#]*)(\d+|\*)?(?:\.(\d+))?([sdirfFeExXoc%])/g,
    (
      _all,
      _k,
      key: string | undefined,
      flags: string,
      width: string | undefined,
      precision: string | undefined,
      conv: string,
    ) => {
      if (conv === "%") return "%";
      const value = key !== undefined && isDict(values) ? mappingItem(values, key) : take();
      let text: string;
      switch (conv) {
        case "s":
          text = str(value);
          break;
        case "r":
          text = repr(value);
          break;
        case "d":
        case "i":
          text = String(Math.trunc(toNumber(value)));
          break;
        case "f":
        case "F":
          text = toNumber(value).toFixed(precision === undefined ? 6 : Number(precision));
          break;
        case "e":
        case "E":
          text = toNumber(value)
            .toExponential(precision === undefined ? 6 : Number(precision))
            .replace(/e([+-])(\d)$/, "e$10$2");
          if (conv === "E") text = text.toUpperCase();
          break;
        case "x":
        case "X":
        case "o":
          text = Math.trunc(toNumber(value)).toString(conv === "o" ? 8 : 16);
          if (conv === "X") text = text.toUpperCase();
          break;
        default:
          text = String.fromCodePoint(typeof value === "string" ? (value.codePointAt(0) ?? 0) : toNumber(value));
      }
      if (precision !== undefined && conv === "s") text = text.slice(0, Number(precision));
      if (flags.includes("+") && "dif".includes(conv) && !text.startsWith("-")) text = `+${text}`;
      const w = width && width !== "*" ? Number(width) : 0;
      if (text.length < w) {
        reserveChars(w);
        if (flags.includes("-")) text = text.padEnd(w);
        else if (flags.includes("0") && conv !== "s") {
          const sign = /^[-+]/.test(text) ? (text[0] as string) : "";
          text = sign + text.slice(sign.length).padStart(w - sign.length, "0");
        } else text = text.padStart(w);
      }
      return text;
    },
  );
  // Python skips this check when the argument could be a mapping (anything indexable but str and tuple).
  const mappingLike = !isTuple(values) && (Array.isArray(values) || isDict(values) || isUndefined(values));
  if (next < args.length && !mappingLike) {
    throw new TemplateRuntimeError("not all arguments converted during string formatting");
  }
  return out;
}

/** Python index (negative counts from the end); MISSING when out of range. */
export function indexSequence(seq: string | unknown[], index: number): unknown {
  if (typeof seq === "string" && hasSurrogates(seq)) return indexSequence(codePoints(seq), index);
  const i = index < 0 ? seq.length + index : index;
  if (i < 0 || i >= seq.length) return MISSING;
  return seq[i];
}

/**
 * Python slicing `seq[start:stop:step]`. Slicing a non-sequence raises, except on constants: Jinja2
 * folds those at compile time through the sandbox's getitem, which yields an undefined value.
 */
export function sliceSequence(seq: unknown, start: unknown, stop: unknown, step: unknown, constant = false): unknown {
  if (typeof seq === "string") {
    const chars = hasSurrogates(seq) ? codePoints(seq) : null;
    const picked = sliceArray(chars ?? seq, start, stop, step);
    return typeof picked === "string" ? picked : (picked as string[]).join("");
  }
  if (Array.isArray(seq)) {
    const picked = sliceArray(seq, start, stop, step) as unknown[];
    return isTuple(seq) ? makeTuple(picked) : picked;
  }
  if (isUndefined(seq)) throw undefinedOf(seq).error();
  if (constant) return new Undefined("slice", seq === null ? "None" : `${typeName(seq)} object`);
  throw new TemplateRuntimeError(`'${typeName(seq)}' object is not subscriptable`);
}

function sliceArray(seq: string | unknown[], start: unknown, stop: unknown, step: unknown): string | unknown[] {
  const n = seq.length;
  const bound = (v: unknown, name: string): number | null => {
    if (v === null || isUndefined(v)) return null;
    if (!isNumber(v) || isFloat(v)) {
      throw new TemplateRuntimeError(`slice ${name} must be an integer or None, got '${typeName(v)}'`);
    }
    return toNumber(v);
  };
  const s = bound(step, "step") ?? 1;
  if (s === 0) throw new TemplateRuntimeError("slice step cannot be zero");
  let a = bound(start, "start");
  let b = bound(stop, "stop");
  if (s > 0) {
    a = a === null ? 0 : a < 0 ? Math.max(0, n + a) : Math.min(a, n);
    b = b === null ? n : b < 0 ? Math.max(0, n + b) : Math.min(b, n);
    if (s === 1) return seq.slice(a, Math.max(a, b));
  } else {
    a = a === null ? n - 1 : a < 0 ? Math.max(-1, n + a) : Math.min(a, n - 1);
    b = b === null ? -1 : b < 0 ? Math.max(-1, n + b) : Math.min(b, n - 1);
  }
  const out: unknown[] = [];
  if (s > 0) for (let i = a; i < b; i += s) out.push(seq[i]);
  else for (let i = a; i > b; i += s) out.push(seq[i]);
  return typeof seq === "string" ? out.join("") : out;
}

/** The `undefined` produced when looking up `name` on `owner` fails. */
export function missingAttribute(owner: unknown, name: string): Undefined {
  return new Undefined(name, owner === null ? "None" : `${typeName(owner)} object`);
}
