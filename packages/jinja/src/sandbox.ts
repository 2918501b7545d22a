// The sandbox: every attribute, item, method, filter, test and context lookup a template makes goes
// through this policy, after Jinja2's ImmutableSandboxedEnvironment.
//
// - Names resolve only in the engine's own tables and in own data properties of data: never through a
//   JavaScript prototype, so `constructor`, `valueOf` or `__proto__` are just names that do not exist.
// - Accessors of caller objects are never invoked: properties are read through their descriptors and
//   accessors are treated as absent (or unsafe when named directly).
// - Names starting with `_` are private, and methods that mutate data are unsafe (caller data is
//   immutable; only `namespace()` objects are assignable).
import { TemplateRuntimeError } from "./errors";
import { chargeCall, chargeResult } from "./limits";
import { ACCESSOR, MISSING, ownData } from "./own-data";
import { applyFormatSpec, DICT_METHODS, LIST_METHODS, type Method, STR_METHODS } from "./runtime/methods";
import { indexSequence, missingAttribute } from "./runtime/operators";
import {
  isDict,
  isUndefined,
  iteratorType,
  type Kwargs,
  Markup,
  PyFunction,
  PyObject,
  repr,
  str,
  toNumber,
  typeName,
  Undefined,
  UnsafeUndefined,
} from "./runtime/values";

/** `table[name]` for the engine's lookup tables, ignoring anything inherited. */
export function tableEntry<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

// Methods of list and dict that mutate: present only to fail, as ImmutableSandboxedEnvironment does.
const LIST_MUTATORS = new Set(["append", "extend", "insert", "pop", "remove", "reverse", "sort", "clear"]);
const DICT_MUTATORS = new Set(["update", "pop", "popitem", "setdefault", "clear"]);

/** Dict keys that Jinja2 resolves to methods rather than items on `obj.name`. */
export const RESERVED_DICT_ATTRIBUTES = new Set([
  ...DICT_MUTATORS,
  "get",
  "items",
  "keys",
  "values",
  "copy",
  "fromkeys",
]);

const isPrivate = (name: string) => name.startsWith("_");

function unsafe(owner: unknown, name: string): UnsafeUndefined {
  return new UnsafeUndefined(
    name,
    undefined,
    `access to attribute '${name}' of '${typeName(owner)}' object is unsafe.`,
  );
}

function readOwn(obj: object, name: string): unknown {
  const value = ownData(obj, name);
  if (value === ACCESSOR) {
    return new UnsafeUndefined(name, undefined, `access to accessor property '${name}' is unsafe.`);
  }
  return value;
}

// ── lookups ──

/**
 * Python `str.format`: `{}`, `{0}`, `{name}`, attribute/index paths, `!r`/`!s` and simple specs. It
 * lives here, not with the other methods, because its field paths are lookups: they go through
 * `getAttribute`, as they go through Jinja2's SandboxedFormatter.
 */
function formatString(format: string, args: unknown[], kwargs: Kwargs): string {
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

const STRING_METHODS: ReadonlyMap<string, Method<string>> = new Map([...STR_METHODS, ["format", formatString]]);

/** Runs a Python method of str, list or dict, charging the budget for its input and result. */
function runMethod<T>(method: Method<T>, self: T, args: unknown[], kwargs: Kwargs): unknown {
  chargeCall(self);
  const result = method(self, args, kwargs);
  chargeResult(result, self);
  return result;
}

function bind<T>(self: T, name: string, method: Method<T>): PyFunction {
  return new PyFunction(name, (args, kwargs) => runMethod(method, self, args, kwargs));
}

/** Jinja2 `obj.name`: attribute first (methods), then item. Only own data and whitelisted methods. */
export function getAttribute(obj: unknown, name: string): unknown {
  if (typeof obj === "string") {
    const m = STRING_METHODS.get(name);
    if (m) return bind(obj, name, m);
  } else if (Array.isArray(obj)) {
    const m = LIST_METHODS.get(name);
    if (m) return bind(obj, name, m);
    if (LIST_MUTATORS.has(name)) return unsafe(obj, name);
  } else if (obj instanceof PyObject) {
    if (obj instanceof Undefined) throw obj.error();
    if (obj instanceof Markup) return getAttribute(obj.value, name);
    if (isPrivate(name)) return unsafe(obj, name);
    const v = obj.attr(name);
    return v === MISSING ? missingAttribute(obj, name) : v;
  } else if (isDict(obj)) {
    const m = DICT_METHODS.get(name);
    if (m) return bind(obj, name, m);
    if (DICT_MUTATORS.has(name)) return unsafe(obj, name);
    if (name.startsWith("__") && name.endsWith("__")) return unsafe(obj, name);
    const v = readOwn(obj, name);
    if (v !== MISSING) return v;
  } else if (obj === undefined) {
    throw new Undefined("undefined").error();
  }
  if (isPrivate(name) && !isDict(obj)) return unsafe(obj, name);
  return missingAttribute(obj, name);
}

/** Python `getattr(obj, name)` (the `attr` filter): methods and object attributes, never dict items. */
export function getAttributeOnly(obj: unknown, name: string): unknown {
  if (isDict(obj) && !DICT_METHODS.has(name) && !DICT_MUTATORS.has(name)) return missingAttribute(obj, name);
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
    const v = readOwn(obj, typeof key === "string" ? key : str(key));
    if (v !== MISSING) return v;
  } else if (obj instanceof Undefined || obj === undefined) {
    throw (obj ?? new Undefined("undefined")).error();
  }
  if (typeof key === "string") return getAttribute(obj, key);
  return new Undefined(str(key), obj === null ? "None" : `${typeName(obj)} object`);
}

/** `obj.name(args)` without allocating a bound method for the common string/list/dict calls. */
export function callMethod(obj: unknown, name: string, args: unknown[], kwargs: Kwargs): unknown {
  let method: Method<never> | undefined;
  if (typeof obj === "string") method = STRING_METHODS.get(name);
  else if (Array.isArray(obj)) method = LIST_METHODS.get(name);
  else if (isDict(obj)) method = DICT_METHODS.get(name);
  if (method) return runMethod(method as Method<unknown>, obj, args, kwargs);
  return callValue(getAttribute(obj, name), args, kwargs);
}

/** Calls a template value: runtime callables, or functions the caller placed in the context. */
export function callValue(fn: unknown, args: unknown[], kwargs: Kwargs): unknown {
  if (fn instanceof PyObject) return fn.call(args, kwargs);
  if (typeof fn === "function") return kwargs && Object.keys(kwargs).length ? fn(...args, kwargs) : fn(...args);
  if (isUndefined(fn)) throw new Undefined("undefined").error();
  throw new TemplateRuntimeError(`'${typeName(fn)}' object is not callable`);
}
