// Who may talk to the emulator: requests must name a loopback host (a DNS-rebinding defence), and browser
// pages only get in, and get CORS headers, when their origin is allowed (loopback pages by default).
import type { CorsOption } from "./types";

/** Host header names of a loopback server, with an optional port. */
const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;
/** Serialized origins of loopback pages (the form browsers send in `Origin`). */
const LOOPBACK_ORIGIN = /^https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

/** Headers a page's script may read besides the safelisted ones. */
const EXPOSED_HEADERS = "x-request-id, retry-after, retry-after-ms";

export interface Refusal {
  status: number;
  message: string;
}

/** How a request is let in: the CORS headers its answers carry, or why it is refused. */
type Admission = { cors: Record<string, string> } | { refusal: Refusal };

/** Foreign values are quoted in messages, shortened: a Host or Origin header may be long. */
const quoted = (value: string) => JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}...` : value);

function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

/**
 * The origin of the page that sent a request, as far as the browser tells: its `Origin` header, else (for
 * cross-site requests that carry none, such as an <img>) the origin of its Referer, else "null".
 * Undefined when no page is involved (curl, Node, a URL typed in the address bar).
 */
function pageOrigin(headers: Record<string, string>): string | undefined {
  if (headers.origin !== undefined) return headers.origin;
  const site = headers["sec-fetch-site"];
  if (site === undefined || site === "same-origin" || site === "none") return undefined;
  try {
    return new URL(headers.referer ?? "").origin;
  } catch {
    return "null";
  }
}

function originAllowed(cors: CorsOption, origin: string): boolean {
  if (cors === "*") return true;
  if (cors === "loopback") return LOOPBACK_ORIGIN.test(origin);
  return cors !== false && cors.includes(origin);
}

/** Decides whether the emulator serves a request (from its lower-cased headers) under `cors`. */
export function admit(headers: Record<string, string>, cors: CorsOption): Admission {
  if (!isLoopbackHost(headers.host)) {
    const host = headers.host === undefined ? "no Host header" : `Host ${quoted(headers.host)}`;
    return {
      refusal: {
        status: 421,
        message: `Refused: ${host}. The emulator only answers requests addressed to 127.0.0.1, localhost or [::1]`,
      },
    };
  }
  const origin = pageOrigin(headers);
  if (origin === undefined) return { cors: {} };
  if (!originAllowed(cors, origin)) {
    return {
      refusal: {
        status: 403,
        message: `Refused: pages from origin ${quoted(origin)} may not call the emulator; allow them with startEmulator({ cors })`,
      },
    };
  }
  const allowOrigin: Record<string, string> =
    cors === "*" ? { "access-control-allow-origin": "*" } : { "access-control-allow-origin": origin, vary: "origin" };
  return { cors: { ...allowOrigin, "access-control-expose-headers": EXPOSED_HEADERS } };
}
