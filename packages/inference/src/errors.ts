// Error classes of the client. Every error leaving a call is scrubbed of its credential (lib/redact.ts).

/** Base class of every error the client raises on purpose. */
export abstract class InferenceClientError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InferenceClientError";
  }
}

/** The caller passed arguments the client cannot use. */
export class InferenceClientInputError extends InferenceClientError {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

/**
 * No route leads from the call's provider or policy to a server, e.g. the router's own model selection
 * asked for with a provider key instead of a Hub token.
 */
export class InferenceClientRoutingError extends InferenceClientError {
  constructor(message: string) {
    super(message);
    this.name = "RoutingError";
  }
}

/** The request as it was sent, with credentials redacted. */
export interface HttpRequestInfo {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** What the server answered: its request id (`x-request-id`, or `""`), status and parsed body. */
export interface HttpResponseInfo {
  requestId: string;
  status: number;
  body: unknown;
}

abstract class InferenceClientHttpError extends InferenceClientError {
  readonly httpRequest: HttpRequestInfo;
  readonly httpResponse: HttpResponseInfo;
  constructor(message: string, httpRequest: HttpRequestInfo, httpResponse: HttpResponseInfo) {
    super(message);
    this.httpRequest = redactRequest(httpRequest);
    this.httpResponse = httpResponse;
  }
  /** Shortcut for `httpResponse.requestId`. */
  get requestId(): string {
    return this.httpResponse.requestId;
  }
  /** Shortcut for `httpResponse.status`. */
  get status(): number {
    return this.httpResponse.status;
  }
  /** Shortcut for `httpResponse.body`. */
  get body(): unknown {
    return this.httpResponse.body;
  }
  /** Shortcut for `httpRequest`, the request with its Authorization redacted. */
  get request(): HttpRequestInfo {
    return this.httpRequest;
  }
}

/** A provider (or the router) answered with an HTTP error, or the exchange with it failed. */
export class InferenceClientProviderApiError extends InferenceClientHttpError {
  constructor(message: string, httpRequest: HttpRequestInfo, httpResponse: HttpResponseInfo) {
    super(message, httpRequest, httpResponse);
    this.name = "ProviderApiError";
  }
}

/** The Hub API (provider mapping, task list) answered with an error. */
export class InferenceClientHubApiError extends InferenceClientHttpError {
  constructor(message: string, httpRequest: HttpRequestInfo, httpResponse: HttpResponseInfo) {
    super(message, httpRequest, httpResponse);
    this.name = "HubApiError";
  }
}

/** The provider answered successfully but with something that is not the task's output. */
export class InferenceClientProviderOutputError extends InferenceClientError {
  /** `x-request-id` of the response that carried the bad output, when known. */
  requestId?: string;
  constructor(message: string, requestId?: string) {
    super(message);
    this.name = "ProviderOutputError";
    if (requestId) this.requestId = requestId;
  }
}

/** Which limit a too-large answer ran into: the option that raises it. */
export type SizeLimitOption = "maxResponseBytes" | "maxMediaBytes" | "maxEventChars";

/**
 * An answer (or one streamed event) was larger than the limit set by `option`: the client stopped
 * reading it at the limit and cancelled the rest.
 */
export class InferenceClientResponseTooLargeError extends InferenceClientProviderOutputError {
  readonly option: SizeLimitOption;
  /** The limit that was exceeded, in bytes (`maxEventChars`: in characters). */
  readonly limit: number;
  constructor(option: SizeLimitOption, limit: number, requestId?: string) {
    const unit = option === "maxEventChars" ? "characters" : "bytes";
    const what = option === "maxEventChars" ? "A streamed event" : "The response";
    super(`${what} exceeded ${option} (${limit} ${unit}) and was not read further`, requestId);
    this.name = "ResponseTooLargeError";
    this.option = option;
    this.limit = limit;
  }
}

/** The call took longer than `timeout`, or a stream stayed silent longer than `idleTimeout`. */
export class InferenceClientTimeoutError extends InferenceClientError {
  constructor(message: string) {
    super(message);
    this.name = "TimeoutError";
  }
}

/** The connection to the server failed (refused, reset, cut mid-response) and retries did not help. */
export class InferenceClientNetworkError extends InferenceClientError {
  readonly url: string;
  constructor(message: string, url: string) {
    super(message);
    this.name = "NetworkError";
    this.url = url;
  }
}

const REDACTED_AUTH = "Bearer [redacted]";

/** `headers` with any Authorization value replaced. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = name.toLowerCase() === "authorization" ? REDACTED_AUTH : value;
  }
  return out;
}

function redactRequest(request: HttpRequestInfo): HttpRequestInfo {
  const out: HttpRequestInfo = { url: request.url, method: request.method || "GET" };
  if (request.headers) out.headers = redactHeaders(request.headers);
  if (request.body !== undefined) {
    const body = request.body;
    out.body =
      body && typeof body === "object" && !Array.isArray(body) && "accessToken" in body
        ? { ...body, accessToken: "[REDACTED]" }
        : body;
  }
  return out;
}
