// Structural checks for what servers (and callers) hand the client. Each check is a type guard, so a
// value that passed one is read as the shape it was checked for, without a cast.
import { InferenceClientProviderOutputError } from "../errors";

/** Narrows `unknown` to `T` when it returns true. */
export type Guard<T> = (value: unknown) => value is T;
/** Any yes/no check of a value; every `Guard` is one. */
export type Check = (value: unknown) => boolean;
/** What a check vouches for: its guarded type, or `unknown` for a plain check. */
export type Checked<C> = C extends (value: unknown) => value is infer T ? T : unknown;

export const isString = (v: unknown): v is string => typeof v === "string";
export const isNumber = (v: unknown): v is number => typeof v === "number";
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
export const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
export const isBlob = (v: unknown): v is Blob => v instanceof Blob;
/** Standard base64 text (what atob decodes without throwing), as inline media arrive. */
export const isBase64 = (v: unknown): v is string =>
  typeof v === "string" &&
  /^[A-Za-z0-9+/]*={0,2}$/.test(v) &&
  (v.endsWith("=") ? v.length % 4 === 0 : v.length % 4 !== 1);
/** Bytes a Blob or a request body can take: an ArrayBuffer, or a view of one (not of shared memory). */
export const isBufferSource = (v: unknown): v is BufferSource =>
  v instanceof ArrayBuffer ||
  (ArrayBuffer.isView(v) && (typeof SharedArrayBuffer === "undefined" || !(v.buffer instanceof SharedArrayBuffer)));

/** One of `values` (compared as a Set does). */
export function oneOf<const V extends readonly unknown[]>(values: V): Guard<V[number]> {
  const accepted: ReadonlySet<unknown> = new Set(values);
  return (v): v is V[number] => accepted.has(v);
}

/**
 * Whether arrays and objects nest at most `levels` deep in `value`. Walks no deeper than that, so a
 * hostile answer nested past the stack's reach is refused here instead of overflowing later.
 */
export function nestsWithin(value: unknown, levels: number): boolean {
  if (!isObject(value)) return true;
  if (levels === 0) return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    if (!nestsWithin(item, levels - 1)) return false;
  }
  return true;
}

/** `value[key]` when `value` is an object, otherwise `undefined`: one step into an unchecked value. */
export const fieldOf = (value: unknown, key: string): unknown => (isObject(value) ? value[key] : undefined);

/** `undefined`, or a value passing `check`. */
export const optional =
  <C extends Check>(check: C): Guard<Checked<C> | undefined> =>
  (v): v is Checked<C> | undefined =>
    v === undefined || check(v);

export const isOptionalNumber = /* @__PURE__ */ optional(isNumber);

/** The fields `hasFields` checked, typed, on an object that may carry others. */
export type WithFields<F extends Record<string, Check>> = { [K in keyof F]: Checked<F[K]> } & Record<string, unknown>;

/** An object whose listed fields pass their checks (other fields are allowed). */
export function hasFields<F extends Record<string, Check>>(fields: F): Guard<WithFields<F>> {
  const entries = Object.entries(fields);
  return (v): v is WithFields<F> => isObject(v) && entries.every(([key, check]) => check(v[key]));
}

/** An array whose every item passes `check`. */
export function arrayOf<C extends Check>(check: C): Guard<Checked<C>[]> {
  return (v): v is Checked<C>[] => Array.isArray(v) && v.every(check);
}

export const isLabelScore = /* @__PURE__ */ hasFields({ label: isString, score: isNumber });
export const isLabelScoreArray = /* @__PURE__ */ arrayOf(isLabelScore);

/** A message, or the way to build it only when it is needed (it may quote a large answer). */
export type ShapeMessage = string | (() => string);

/** Throws the provider-output error with `message` unless `value` passes `guard`. */
export function assertShape<T>(
  value: unknown,
  guard: Guard<T>,
  message: ShapeMessage,
  requestId?: string,
): asserts value is T {
  if (!guard(value)) {
    throw new InferenceClientProviderOutputError(typeof message === "string" ? message : message(), requestId);
  }
}
