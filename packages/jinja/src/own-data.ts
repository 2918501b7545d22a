// Reads of caller data that never invoke caller code: own enumerable data properties only, through
// their descriptors, so getters and setters are treated as absent. The lowest layer of the sandbox:
// values, operators and methods use it, and it uses none of them.
import { chargeItems } from "./limits";

/** Returned by lookups that found nothing. */
export const MISSING: unique symbol = Symbol("missing");

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
