// From a failed response to the typed error: the provider's (or the Hub's) message, its request id and
// its body, read within a bound and with the caller's credential scrubbed from what is quoted.
import {
  type HttpRequestInfo,
  type HttpResponseInfo,
  InferenceClientHubApiError,
  InferenceClientProviderApiError,
} from "../errors";
import { readPrefix } from "./body";
import type { Call } from "./call";
import { excerpt, MAX_BODY_DEPTH, quote } from "./redact";
import { fieldOf, isObject, nestsWithin } from "./shape";
import { type PreparedRequest, requestIdOf } from "./transport";

/** Bytes of an error response read at most: enough for any real provider's message, never a 20 MB body. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

/**
 * What an error keeps of a JSON body it quotes: the parsed value when it is small and shallow enough
 * to print and serialise, otherwise an excerpt of its text.
 */
export function keptBody(parsed: unknown, text: string, secret: string | undefined): unknown {
  return text.length <= MAX_ERROR_BODY_BYTES && nestsWithin(parsed, MAX_BODY_DEPTH) ? parsed : excerpt(text, secret);
}

/**
 * An HTTP error of class `type` about `request`, answered by `response` (whose body is `body`). The
 * request is shown as sent, except a binary body, which is named rather than quoted.
 */
export function httpError<E>(
  type: new (message: string, httpRequest: HttpRequestInfo, httpResponse: HttpResponseInfo) => E,
  message: string,
  request: PreparedRequest,
  response: Response,
  body?: unknown,
): E {
  const { url, method, headers, payload } = request;
  const sentBody = payload === undefined && request.body !== undefined ? "[Blob or ArrayBuffer]" : payload;
  return new type(
    message,
    { url, method, headers, body: sentBody },
    { requestId: requestIdOf(response), status: response.status, body },
  );
}

/** Real providers nest their message two or three levels down. */
const MAX_MESSAGE_DEPTH = 8;

/** What went wrong, in the provider's own words when it gave any. */
function providerMessage(body: unknown, depth = 0): string | undefined {
  if (typeof body === "string") return body || undefined;
  if (!isObject(body) || depth > MAX_MESSAGE_DEPTH) return undefined;
  for (const key of ["error", "detail", "message"]) {
    const value = body[key];
    if (typeof value === "string") return value;
    if (isObject(value)) {
      // A list holds one message per problem (FastAPI's `detail: [{ loc, msg }]`): the first is quoted.
      const item = Array.isArray(value) ? value[0] : value;
      const nested = providerMessage(item, depth + 1) ?? fieldOf(item, "msg");
      if (typeof nested === "string") return nested;
    }
  }
  return undefined;
}

/**
 * The error response's body, read up to `MAX_ERROR_BODY_BYTES`: parsed when it is JSON, complete and
 * kept whole (`keptBody`), otherwise an excerpt of its text (JSON or plain text only; other types are
 * not quoted).
 */
async function readErrorBody(call: Call, response: Response): Promise<{ body: unknown; json: boolean }> {
  const type = response.headers.get("content-type") ?? "";
  // A body that fails to arrive is not quoted: the status still says what went wrong. An abort ends the call.
  const { text, complete } = await readPrefix(response, MAX_ERROR_BODY_BYTES).catch(() => {
    if (call.aborted) throw call.reason;
    return { text: "", complete: true };
  });
  const isJson = type.startsWith("application/json") || type.startsWith("application/problem+json");
  if (isJson && complete) {
    try {
      const parsed = JSON.parse(text);
      const body = keptBody(parsed, text, call.secret);
      return { body, json: body === parsed };
    } catch {}
  }
  return { body: isJson || type.startsWith("text/plain") ? excerpt(text, call.secret, !complete) : "", json: false };
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
    const error = fieldOf(body, "error");
    message = `Provider ${context.chat.provider} does not seem to support chat completion for model ${context.chat.model} . Error: ${quote(error ?? detail ?? null, call.secret)}`;
  } else if (detail) {
    message = `${prefix}: ${excerpt(detail, call.secret)}`;
  } else {
    message = `${prefix}: an HTTP error occurred when requesting the provider${json ? "." : ""} (status ${response.status})`;
  }
  return httpError(InferenceClientProviderApiError, message, request, response, body);
}

/** Builds the error for a failed Hub API call. */
export async function hubApiError(
  call: Call,
  request: PreparedRequest,
  response: Response,
  message: (detail: string | undefined) => string,
): Promise<InferenceClientHubApiError> {
  const { body } = await readErrorBody(call, response);
  // Only a JSON object has fields: an excerpt of text is a string.
  const detail = fieldOf(body, "error");
  const quoted = typeof detail === "string" ? excerpt(detail, call.secret) : undefined;
  return httpError(InferenceClientHubApiError, message(quoted), request, response, body);
}
