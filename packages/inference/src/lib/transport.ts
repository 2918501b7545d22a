// Sending one HTTP request: each attempt through the call's fetch, reported to the hooks, and retried
// with backoff while the connection fails or the status says a retry may help.
import { InferenceClientNetworkError, InferenceClientProviderOutputError } from "../errors";
import { type Call, sleep } from "./call";
import { redactHeaders, scrub } from "./redact";
import { isRetryableNetworkError, isRetryableStatus, maxRetries, retryDelay } from "./retry";
import { fieldOf } from "./shape";

export interface PreparedRequest {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string | Blob | BufferSource | FormData;
  /** The JSON payload, or a form's fields, as an object (kept for error reports); `undefined` for a binary body. */
  payload?: unknown;
  credentials?: RequestCredentials;
  /** Submitting this request starts a billable job: see `isRetryableStatus`. */
  startsJob?: boolean;
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

/** A fetch that threw (connection refused, reset, aborted) instead of answering. */
export class FetchFailure {
  constructor(readonly error: unknown) {}
}

/**
 * Sends attempt number `attempt` of `request` and returns fetch's own promise: a caller awaiting it
 * directly pays no promise turn of ours, which on a fast response costs as much as the rest of the
 * client's work.
 */
export function sendAttempt(call: Call, request: PreparedRequest, attempt: number): Promise<Response> {
  if (call.signal?.aborted) return Promise.reject(call.reason);
  const { options } = call;
  if (options.onRequest || options.onResponse) reportAttempt(call, request, attempt);
  const init: RequestInit = {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: call.signal,
  };
  if (request.credentials) init.credentials = request.credentials;
  return call.fetch(request.url, init);
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
 * The final response once attempt number `attempt` ended with `outcome`: that response when it is OK
 * or may not be retried, otherwise what the next attempts give, after backoff. Throws on abort, timeout
 * or a connection that never worked.
 */
export async function afterAttempt(
  call: Call,
  request: PreparedRequest,
  attempt: number,
  outcome: Response | FetchFailure,
): Promise<Response> {
  const { options } = call;
  const retries = maxRetries(options);
  const startsJob = request.startsJob === true;
  for (;;) {
    if (outcome instanceof FetchFailure) {
      if (call.aborted) throw call.reason;
      if (attempt >= retries || !isRetryableNetworkError(outcome.error, startsJob)) {
        throw networkError(outcome.error, request.url);
      }
      await sleep(retryDelay(attempt, options), call);
    } else {
      options.onResponse?.({
        url: scrub(request.url, call.secret),
        method: request.method,
        status: outcome.status,
        requestId: scrub(requestIdOf(outcome), call.secret),
        attempt,
        durationMs: Date.now() - call.attemptStartedAt,
      });
      if (outcome.ok || attempt >= retries || !isRetryableStatus(outcome.status, startsJob)) return outcome;
      await outcome.body?.cancel().catch(() => undefined);
      await sleep(retryDelay(attempt, options, outcome.headers), call);
    }
    attempt++;
    try {
      outcome = await sendAttempt(call, request, attempt);
    } catch (error) {
      outcome = new FetchFailure(error);
    }
  }
}

/**
 * Sends `request`, retrying connection failures and retryable statuses with backoff.
 * Returns the final response, OK or not; throws on abort, timeout or a connection that never worked.
 */
export async function send(call: Call, request: PreparedRequest): Promise<Response> {
  let outcome: Response | FetchFailure;
  try {
    outcome = await sendAttempt(call, request, 0);
  } catch (error) {
    outcome = new FetchFailure(error);
  }
  return isFinal(call, outcome) ? outcome : afterAttempt(call, request, 0, outcome);
}

/** A first attempt's outcome needs nothing more: an OK response, with no hook to report it to. */
export function isFinal(call: Call, outcome: Response | FetchFailure): outcome is Response {
  return !(outcome instanceof FetchFailure) && outcome.ok && !call.options.onResponse;
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
