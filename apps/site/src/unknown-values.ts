// Guards for values whose type only shows when the site runs: parsed JSON, records pasted by a
// user, thrown errors.

/** A plain object (not null, not an array), whose fields are still to be checked. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The message of a thrown value: an Error's own message, anything else as text. */
export function messageOf(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}
