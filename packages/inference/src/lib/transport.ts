// Sending one HTTP request: each attempt through the call's fetch, reported to the hooks, and retried
// with backoff while the connection fails or the status says a retry may help.
import { InferenceClientNetworkError, InferenceClientProviderOutputError, isTransientStatus } from "../errors";
import { type Call, sleep } from "./call";
import { redactHeaders, scrub } from "./redact";
import { maxRetries, type RetryRule, retryDelay } from "./retry";
import { fieldOf } from "./shape";

export interface PreparedRequest {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string | Blob | BufferSource | FormData;
  /** The JSON payload, or a form's fields, as an object (kept for error reports); `undefined` for a binary body. */
  payload?: unknown;
  credentials?: RequestCredentials;
  /** Which failures may be retried, when not all transient ones may (a job submission's). */
  retryRule?: RetryRule;
}

/** The server's id of the exchange (`x-request-id`), or `""`. */
export function requestIdOf(response: Response): string {
  return response.headers.get("x-request-id") ?? "";
}

/** `error`, when it is an output error without a request id, given the response's (when it has one). */
export function withRequestId(error: unknown, response: Response): unknown {
  if (error instanceof InferenceClientProviderOutputError && !error.requestId) {
    const requestId = requestIdOf(response);
    if (requestId) error.requestId = requestId;
  }
  return error;
}

/** Tells the hooks an attempt is sent. */
function reportAttempt(call: Call, request: PreparedRequest, attempt: number): void {
  const { options } = call;
  if (options.onResponse) call.attemptStartedAt = Date.now();
  options.onRequest?.({
    url: scrub(request.url, call.secret),
    method: request.method,
    headers: redactHeaders(request.headers),
    attempt,
  });
}

/**
 * Sends `request`, retrying connection failures and retryable statuses with backoff.
 * Returns the final response, OK or not; throws on abort, timeout or a connection that never worked.
 */
export async function send(call: Call, request: PreparedRequest): Promise<Response> {
  const { options } = call;
  const retries = maxRetries(options);
  const rule = request.retryRule;
  for (let attempt = 0; ; attempt++) {
    if (call.signal?.aborted) throw call.reason;
    if (options.onRequest || options.onResponse) reportAttempt(call, request, attempt);
    let response: Response;
    try {
      response = await call.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: call.signal,
        credentials: request.credentials,
      });
    } catch (error) {
      if (call.aborted) throw call.reason;
      if (attempt >= retries || (rule && !rule.networkError(error))) throw networkError(error, request.url);
      await sleep(retryDelay(attempt, options), call);
      continue;
    }
    options.onResponse?.({
      url: scrub(request.url, call.secret),
      method: request.method,
      status: response.status,
      requestId: scrub(requestIdOf(response), call.secret),
      attempt,
      durationMs: Date.now() - call.attemptStartedAt,
    });
    const status = response.status;
    if (response.ok || attempt >= retries || !(rule ? rule.status(status) : isTransientStatus(status))) return response;
    await response.body?.cancel().catch(() => undefined);
    await sleep(retryDelay(attempt, options, response.headers), call);
  }
}

/** The error for a connection to `url` that failed with `error`, naming the platform's code when it gave one. */
export function networkError(error: unknown, url: string): InferenceClientNetworkError {
  const cause = fieldOf(error, "cause");
  const detail =
    fieldOf(cause, "code") ?? fieldOf(cause, "message") ?? (error instanceof Error ? error.message : String(error));
  return new InferenceClientNetworkError(`Could not reach ${hostOf(url)}: ${detail}`, url);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
