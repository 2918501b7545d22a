// Keeping the caller's credential out of everything an error or a hook exposes. A provider (or a
// hostile server) may echo the key it received anywhere: in a message, a JSON key, a header, a URL.
// Every error leaving a call goes through `scrubError`; text cut short goes through `excerpt`, which
// scrubs before cutting and drops a fragment of the secret the cut may have left at the end. What an
// HTTP error records of its request has its Authorization header redacted whatever the secret (`redactRequest`).
import type { HttpRequestInfo } from "../errors";

const REDACTED = "[redacted]";
/** Shorter "secrets" would match ordinary text (an empty or one-letter token protects nothing anyway). */
const MIN_SECRET_LENGTH = 4;
/** Longest text an error message quotes from a provider's answer. */
export const EXCERPT_CHARS = 4096;
/** Nesting an error keeps from a body; deeper is replaced rather than walked (a hostile body may nest deeply). */
export const MAX_BODY_DEPTH = 64;

/**
 * The part of `secret` that is looked for: the platform strips whitespace around a header value before it
 * sends it or quotes it in an error (and a token read from a file often ends in a line break), so the
 * token trimmed; it is part of the untrimmed token too.
 */
function shownPart(secret: string | undefined): string | undefined {
  const core = secret?.trim();
  return core !== undefined && core.length >= MIN_SECRET_LENGTH ? core : undefined;
}

/** `text` with every occurrence of `secret` replaced. */
export function scrub(text: string, secret: string | undefined): string {
  const core = shownPart(secret);
  return core !== undefined && text.includes(core) ? text.split(core).join(REDACTED) : text;
}

/**
 * At most `EXCERPT_CHARS` of `text`, scrubbed. `cut` says the text is already a prefix of something
 * longer (a body read only in part): its end is then checked for a fragment of the secret as well.
 */
export function excerpt(text: string, secret: string | undefined, cut = false): string {
  const clean = scrub(text, secret);
  if (clean.length <= EXCERPT_CHARS && !cut) return clean;
  let kept = clean.slice(0, EXCERPT_CHARS);
  const core = shownPart(secret);
  if (core !== undefined) {
    // A cut through the secret leaves its start at the end of what is kept: that goes too.
    for (let length = Math.min(core.length - 1, kept.length); length > 0; length--) {
      if (kept.endsWith(core.slice(0, length))) {
        kept = kept.slice(0, -length);
        break;
      }
    }
  }
  return `${kept}… [truncated]`;
}

/** A value quoted in a message as JSON, bounded and scrubbed. */
export function quote(value: unknown, secret: string | undefined): string {
  try {
    return excerpt(String(JSON.stringify(value)), secret);
  } catch {
    // JSON.stringify recurses: a value nested past the stack (or too large for a string) is named instead.
    return "[a value too deeply nested or too large to quote]";
  }
}

/**
 * `value` with the secret scrubbed from every string, object key included, of its arrays and plain
 * objects. Returns `value` itself when nothing changed.
 */
export function scrubValue(value: unknown, secret: string | undefined, depth = 0): unknown {
  if (shownPart(secret) === undefined) return value;
  if (typeof value === "string") return scrub(value, secret);
  if (!value || typeof value !== "object") return value;
  if (depth >= MAX_BODY_DEPTH) return "[nested too deep]";
  const isArray = Array.isArray(value);
  const prototype = Object.getPrototypeOf(value);
  // Other objects (a Blob, a Date, a class instance) are kept as they are.
  if (!isArray && prototype !== Object.prototype && prototype !== null) return value;
  let changed = false;
  // An array copy takes its items by their index keys, as an object copy takes its fields.
  const copy = (isArray ? [] : {}) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) {
    const cleanKey = isArray ? key : scrub(key, secret);
    const clean = scrubValue(item, secret, depth + 1);
    if (cleanKey !== key || clean !== item) changed = true;
    copy[cleanKey] = clean;
  }
  return changed ? copy : value;
}

/**
 * `error` with the secret scrubbed from its message, stack and every own field (request, response,
 * body, request id, URL): what `String`, `JSON.stringify` and `util.inspect` show. Changes the error
 * in place (what cannot be changed is left) and returns it.
 */
export function scrubError<T>(error: T, secret: string | undefined): T {
  if (shownPart(secret) === undefined || !(error instanceof Error)) return error;
  for (const key of ["message", "stack", ...Object.keys(error)]) {
    const value: unknown = Reflect.get(error, key);
    const clean = scrubValue(value, secret);
    if (clean !== value) Reflect.set(error, key, clean);
  }
  return error;
}

/** `headers` with any Authorization value replaced. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = name.toLowerCase() === "authorization" ? `Bearer ${REDACTED}` : value;
  }
  return out;
}

/** A copy of `request` with its Authorization header and a top-level `accessToken` of its body redacted. */
export function redactRequest({ url, method, headers, body }: HttpRequestInfo): HttpRequestInfo {
  const out: HttpRequestInfo = { url, method: method || "GET" };
  if (headers) out.headers = redactHeaders(headers);
  if (body !== undefined) {
    out.body =
      body && typeof body === "object" && !Array.isArray(body) && "accessToken" in body
        ? { ...body, accessToken: "[REDACTED]" }
        : body;
  }
  return out;
}
