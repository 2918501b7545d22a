// From a failed response to the typed error: the provider's (or the Hub's) message, its request id and
// its body, read within a bound and with the caller's credential scrubbed from what is quoted.
import { type HttpRequestInfo, InferenceClientHubApiError, InferenceClientProviderApiError } from "../errors";
import { catchReadFailure, readPrefix } from "./body";
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

/** The request as error reports show it: a binary body is named, not quoted. */
export function requestInfo(request: PreparedRequest): HttpRequestInfo {
  return {
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.payload === undefined && request.body !== undefined ? "[Blob or ArrayBuffer]" : request.payload,
  };
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
      const nested = providerMessage(Array.isArray(value) ? value[0] : value, depth + 1) ?? value.msg;
      if (typeof nested === "string") return nested;
    }
  }
  return undefined;
}

/**
 * The error response's body, read up to `MAX_ERROR_BODY_BYTES`: parsed when it is JSON and complete,
 * otherwise an excerpt of its text (plain text only; other types are not quoted).
 */
async function readErrorBody(call: Call, response: Response): Promise<{ body: unknown; json: boolean }> {
  const type = response.headers.get("content-type") ?? "";
  const read = catchReadFailure(call, response, readPrefix(response, MAX_ERROR_BODY_BYTES));
  const { text, complete } = await read.catch((error) => {
    if (call.aborted) throw error;
    return { text: "", complete: true };
  });
  if (type.startsWith("application/json") || type.startsWith("application/problem+json")) {
    if (complete) {
      try {
        const body = JSON.parse(text);
        if (keptBody(body, text, call.secret) === body) return { body, json: true };
      } catch {}
    }
    return { body: excerpt(text, call.secret, !complete), json: false };
  }
  return { body: type.startsWith("text/plain") ? excerpt(text, call.secret, !complete) : "", json: false };
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
  const detail = json ? fieldOf(body, "error") : undefined;
  return new InferenceClientHubApiError(
    message(typeof detail === "string" ? excerpt(detail, call.secret) : undefined),
    requestInfo(request),
    { requestId: requestIdOf(response), status: response.status, body },
  );
}
