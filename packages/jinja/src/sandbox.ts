// The sandbox: every attribute, item, method, filter, test and context lookup a template makes goes
// through this policy, after Jinja2's ImmutableSandboxedEnvironment.
//
// - Names resolve only in the engine's own tables and in own data properties of data: never through a
//   JavaScript prototype, so `constructor`, `valueOf` or `__proto__` are just names that do not exist.
// - Accessors of caller objects are never invoked: properties are read through their descriptors and
//   accessors are treated as absent (or unsafe when named directly).
// - Names starting with `_` are private, and methods that mutate data are unsafe (caller data is
//   immutable; only `namespace()` objects are assignable).
//
// This module must not use its imports at load time (it sits in an import cycle with the values).
import { TemplateRuntimeError } from "./errors";
import { chargeCall, chargeItems, chargeResult } from "./limits";
import { DICT_METHODS, LIST_METHODS, type Method, STR_METHODS } from "./runtime/methods";
import { indexSequence, missingAttribute } from "./runtime/operators";
import {
  isDict,
  isUndefined,
  iteratorType,
  type Kwargs,
  Markup,
  MISSING,
  PyFunction,
  PyObject,
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

// ── own data of caller objects ──

/** The value of own data property `key`; MISSING when absent, ACCESSOR when it is a getter/setter. */
export const ACCESSOR: unique symbol = Symbol("accessor");
export function ownData(obj: object, key: string): unknown {
  const desc = Object.getOwnPropertyDescriptor(obj, key);
  if (desc === undefined || !desc.enumerable) return MISSING;
  return "value" in desc ? desc.value : ACCESSOR;
}

/** Own enumerable data keys of a dict (accessors are invisible to templates). */
export function ownKeys(d: object): string[] {
  const keys = Object.keys(d);
  chargeItems(keys.length);
  return keys.every((k) => hasData(d, k)) ? keys : keys.filter((k) => hasData(d, k));
}

/** Own enumerable data properties of a dict as [key, value] pairs, read without invoking anything. */
export function ownEntries(d: object): [string, unknown][] {
  const entries: [string, unknown][] = [];
  for (const key of Object.keys(d)) {
    const value = ownData(d, key);
    if (value !== MISSING && value !== ACCESSOR) entries.push([key, value]);
  }
  chargeItems(entries.length * 2);
  return entries;
}

/** Whether a dict has any own data property (Python truthiness), without listing them. */
export function hasAnyData(d: object): boolean {
  for (const key in d) if (Object.hasOwn(d, key) && hasData(d, key)) return true;
  return false;
}

/** Whether `key` names an own data property (what `key in dict` sees). */
export function hasData(d: object, key: string): boolean {
  if (!Object.hasOwn(d, key)) return false; // the common miss allocates no descriptor
  const value = ownData(d, key);
  return value !== MISSING && value !== ACCESSOR;
}

/** A dict copy of caller data: own data properties only. */
export function copyData(target: Record<string, unknown>, source: object): Record<string, unknown> {
  const keys = Object.keys(source);
  for (const key of keys) {
    const value = ownData(source, key);
    if (value !== MISSING && value !== ACCESSOR) target[key] = value;
  }
  chargeItems(keys.length * 2);
  return target;
}

/** Own data property `key` (a context variable, a dict member); MISSING when absent or an accessor. */
export function ownValue(context: object, name: string): unknown {
  const value = ownData(context, name);
  return value === ACCESSOR ? MISSING : value;
}

function readOwn(obj: object, name: string): unknown {
  const value = ownData(obj, name);
  if (value === ACCESSOR) {
    return new UnsafeUndefined(name, undefined, `access to accessor property '${name}' is unsafe.`);
  }
  return value;
}

// ── lookups ──

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
    const m = STR_METHODS.get(name);
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
  if (typeof obj === "string") method = STR_METHODS.get(name);
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
