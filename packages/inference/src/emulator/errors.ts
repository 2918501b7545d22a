// Error bodies in each provider family's own style, so clients read messages the way they would in production.

export type ErrorStyle = (status: number, message: string) => unknown;

const openAiType = (status: number): string =>
  status === 401
    ? "authentication_error"
    : status === 429
      ? "rate_limit_error"
      : status >= 500
        ? "server_error"
        : "invalid_request_error";

/** OpenAI and most OpenAI-compatible hosts: `{ error: { message, type, code } }`. */
export const openAiError: ErrorStyle = (status, message) => ({
  error: { message, type: openAiType(status), param: null, code: status },
});

/** The router and hf-inference: `{ error: "..." }`. */
export const hfError: ErrorStyle = (_status, message) => ({ error: message });

/** FastAPI-style hosts (fal, Black Forest Labs): `{ detail: "..." }`. */
export const detailError: ErrorStyle = (_status, message) => ({ detail: message });

/** Hosts answering `{ message: "..." }` (Cohere, Cerebras add a type). */
export const messageError: ErrorStyle = (status, message) => ({ message, type: openAiType(status) });

/** Replicate answers RFC 7807 problem documents. */
export const problemError: ErrorStyle = (status, message) => ({ title: "Request failed", detail: message, status });

/** Novita: `{ code, reason, message, metadata }`. */
export const novitaError: ErrorStyle = (status, message) => ({
  code: status,
  reason: openAiType(status).toUpperCase(),
  message,
  metadata: {},
});

/** Default message for a status when a fault or check names none. */
export function statusMessage(status: number): string {
  if (status === 429) return "Rate limit reached (emulated); retry later";
  if (status === 503) return "Service temporarily unavailable (emulated)";
  if (status >= 500) return `Internal server error (emulated ${status})`;
  return `Request rejected (emulated ${status})`;
}
