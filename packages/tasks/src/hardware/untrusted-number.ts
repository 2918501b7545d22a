// Model records come from the hub or from users: any field may be missing, a string, NaN, negative or absurd.

/**
 * `value` when it is a finite number in [min, max] (and a whole number when `integer`), else undefined. The bounds
 * turn a corrupt figure (a parameter count of 1e300) into "unknown" rather than into a confident nonsense estimate.
 */
export function plausibleNumber(value: unknown, min: number, max: number, integer = true): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max) return undefined;
  return integer && !Number.isInteger(value) ? undefined : value;
}

/**
 * The own data property `key` of an object or array, else undefined. Inherited names (a polluted prototype) and
 * getters are never read, and a hostile Proxy that throws reads as missing.
 */
export function field(value: unknown, key: string): unknown {
  if (value === null || typeof value !== "object") return undefined;
  try {
    return Object.getOwnPropertyDescriptor(value, key)?.value;
  } catch {
    return undefined;
  }
}

// Upper bounds well above any released model, so only corrupt values fall outside them.
export const MAX_PARAMETERS = 1e14;
export const MAX_LAYERS = 10_000;
export const MAX_HEADS = 10_000;
export const MAX_HEAD_DIM = 65_536;
export const MAX_CONTEXT_TOKENS = 100_000_000;
