// Sending one HTTP request with retries, and turning failed responses into typed errors.
import {
  type HttpRequestInfo,
  InferenceClientHubApiError,
  InferenceClientNetworkError,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  redactHeaders,
} from "../errors";
import { maxMediaBytes, maxResponseBytes, readBlob, readPrefix, readText, requestIdOf } from "./body";
import { type Call, sleep } from "./call";
import { excerpt, quote, scrub } from "./redact";
import { isRetryableNetworkError, isRetryableStatus, maxRetries, retryDelay } from "./retry";

export interface PreparedRequest {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string | Blob | ArrayBuffer;
  /** The JSON payload as an object (kept for error reports), or `undefined` for a binary body. */
  payload?: unknown;
  credentials?: RequestCredentials;
  /** Submitting this request starts a billable job: see `isRetryableStatus`. */
  startsJob?: boolean;
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

function networkError(error: unknown, url: string): InferenceClientNetworkError {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return new InferenceClientNetworkError(`Could not reach ${hostOf(url)}: ${detail}`, url);
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * What a failed read of a response body becomes: the call's reason when it was aborted, a
 * NetworkError when the connection dropped. `source` is the URL read from, or the response (whose URL
 * is looked up only on failure).
 */
export function readFailure(call: Call, source: string | Response, error: unknown): unknown {
  if (call.aborted) return call.reason;
  if (error instanceof TypeError || (error as { name?: string })?.name === "SocketError") {
    return networkError(error, typeof source === "string" ? source : source.url);
  }
  return error;
}

/** `work`, a read of a response body, with its failure mapped by `readFailure`. */
export function guard<T>(call: Call, source: string | Response, work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    throw readFailure(call, source, error);
  });
}

/** What went wrong, in the provider's own words when it gave any. */
function providerMessage(body: unknown): string | undefined {
  if (typeof body === "string") return body || undefined;
  if (!body || typeof body !== "object") return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ["error", "detail", "message"]) {
    const value = record[key];
    if (typeof value === "string") return value;
    if (value && typeof value === "object") {
      const nested = providerMessage(Array.isArray(value) ? value[0] : value) ?? (value as { msg?: unknown }).msg;
      if (typeof nested === "string") return nested;
    }
  }
  return undefined;
}

/** Bytes of an error response read at most: enough for any real provider's message, never a 20 MB body. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

/**
 * The error response's body, read up to `MAX_ERROR_BODY_BYTES`: parsed when it is JSON and complete,
 * otherwise an excerpt of its text (plain text only; other types are not quoted).
 */
async function readErrorBody(call: Call, response: Response): Promise<{ body: unknown; json: boolean }> {
  const type = response.headers.get("content-type") ?? "";
  const { text, complete } = await guard(call, response, readPrefix(response, MAX_ERROR_BODY_BYTES)).catch((error) => {
    if (call.aborted) throw error;
    return { text: "", complete: true };
  });
  if (type.startsWith("application/json") || type.startsWith("application/problem+json")) {
    if (complete) {
      try {
        return { body: JSON.parse(text), json: true };
      } catch {}
    }
    return { body: excerpt(text, call.secret, !complete), json: false };
  }
  return { body: type.startsWith("text/plain") ? excerpt(text, call.secret, !complete) : "", json: false };
}

export function requestInfo(request: PreparedRequest): HttpRequestInfo {
  return {
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.payload === undefined && request.body !== undefined ? "[Blob or ArrayBuffer]" : request.payload,
  };
}

export interface ErrorContext {
  /** Set for chat-completion calls, to name the model in the message. */
  chat?: { provider: string; model: string };
  /** Replaces the generic "Failed to perform inference" prefix (e.g. for polling requests). */
  prefix?: string;
}

/** Builds the error for a non-OK provider response, keeping the provider's message and request id. */
export async function providerApiError(
  call: Call,
  request: PreparedRequest,
  response: Response,
  context: ErrorContext = {},
): Promise<InferenceClientProviderApiError> {
  const { body, json } = await readErrorBody(call, response);
  const detail = providerMessage(body);
  const prefix = context.prefix ?? "Failed to perform inference";
  let message: string;
  if (json && context.chat && [400, 404, 422, 500].includes(response.status)) {
    const error = (body as { error?: unknown }).error;
    message = `Provider ${context.chat.provider} does not seem to support chat completion for model ${context.chat.model} . Error: ${quote(error ?? detail ?? null, call.secret)}`;
  } else if (detail) {
    message = `${prefix}: ${excerpt(detail, call.secret)}`;
  } else {
    message = `${prefix}: an HTTP error occurred when requesting the provider${json ? "." : ""} (status ${response.status})`;
  }
  return new InferenceClientProviderApiError(message, requestInfo(request), {
    requestId: requestIdOf(response),
    status: response.status,
    body,
  });
}

/** Builds the error for a failed Hub API call. */
export async function hubApiError(
  call: Call,
  request: PreparedRequest,
  response: Response,
  message: (detail: string | undefined) => string,
): Promise<InferenceClientHubApiError> {
  const { body, json } = await readErrorBody(call, response);
  const detail = json ? (body as { error?: unknown }).error : undefined;
  return new InferenceClientHubApiError(
    message(typeof detail === "string" ? excerpt(detail, call.secret) : undefined),
    requestInfo(request),
    { requestId: requestIdOf(response), status: response.status, body },
  );
}

/** Parses the text of `response`, or fails with a ProviderOutputError naming the provider's API. */
export function parseJson(text: string, response: Response, provider: string, task: string | undefined): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new InferenceClientProviderOutputError(
      `Received malformed response from ${provider} ${task} API: invalid JSON`,
      requestIdOf(response),
    );
  }
}

/** JSON when the server says so (parsed as `parseJson` does), otherwise the raw bytes as a Blob. */
export async function readJsonOrBlob(
  call: Call,
  response: Response,
  provider: string,
  task: string | undefined,
): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json"))
    return guard(call, response, readBlob(response, maxMediaBytes(call.options)));
  const text = await guard(call, response, readText(response, maxResponseBytes(call.options)));
  return parseJson(text, response, provider, task);
}
