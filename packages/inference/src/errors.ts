// Error classes of the client. Every error leaving a call is scrubbed of its credential (lib/redact.ts).
import { redactRequest } from "./lib/redact";

/** Statuses after which trying again may succeed: timeout, conflict, rate limit, server error. */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || (status >= 500 && status <= 599);
}

/** The registry-wide symbol marking an instance of the error class whose `kind` is `kind`. */
const markerOf = (kind: string): symbol => Symbol.for(`@inferkit/inference/${kind}`);

/**
 * Base class of every error the client raises on purpose.
 *
 * `instanceof` fails when an error comes from another copy of the package (its ESM and CJS builds, or two
 * installed versions): `isInstance` does not. Each class has its own `kind`; an instance carries a
 * registry-wide symbol (`Symbol.for`) per class of its chain, so `InferenceClientError.isInstance(e)` holds
 * for every error of any copy, `InferenceClientProviderApiError.isInstance(e)` for provider API errors only.
 */
export abstract class InferenceClientError extends Error {
  static readonly kind: string = "InferenceClientError";

  constructor(message: string) {
    super(message);
    // The peer's names are the kinds without their prefix ("InferenceClientInputError" is an "InputError"),
    // except the base class's own.
    const { kind } = new.target;
    this.name = kind === InferenceClientError.kind ? kind : kind.slice("InferenceClient".length);
    for (let type = new.target; Object.hasOwn(type, "kind"); type = Object.getPrototypeOf(type)) {
      Object.defineProperty(this, markerOf(type.kind), { value: true });
    }
  }

  /** Whether `error` is an instance of this class, from this copy of the package or any other. */
  static isInstance<T extends abstract new (...args: never[]) => InferenceClientError>(
    this: T & { readonly kind: string },
    error: unknown,
  ): error is InstanceType<T> {
    // biome-ignore lint/complexity/noThisInStatic: each subclass answers for its own kind, through `this`.
    const marker = markerOf(this.kind);
    return typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[marker] === true;
  }
}

/** The caller passed arguments the client cannot use. */
export class InferenceClientInputError extends InferenceClientError {
  static override readonly kind: string = "InferenceClientInputError";
}

/**
 * No route leads from the call's provider or policy to a server, e.g. the router's own model selection
 * asked for with a provider key instead of a Hub token.
 */
export class InferenceClientRoutingError extends InferenceClientError {
  static override readonly kind: string = "InferenceClientRoutingError";
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
  static override readonly kind: string = "InferenceClientHttpError";
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
  /**
   * Whether trying again later may succeed: a timeout, a conflict, a rate limit or a server error (408, 409,
   * 429, 5xx). The client has already retried these `maxRetries` times before raising the error.
   */
  get isRetryable(): boolean {
    return isTransientStatus(this.status);
  }
}

/** A provider (or the router) answered with an HTTP error, or the exchange with it failed. */
export class InferenceClientProviderApiError extends InferenceClientHttpError {
  static override readonly kind: string = "InferenceClientProviderApiError";
}

/** The Hub API (provider mapping, task list) answered with an error. */
export class InferenceClientHubApiError extends InferenceClientHttpError {
  static override readonly kind: string = "InferenceClientHubApiError";
}

/** The provider answered successfully but with something that is not the task's output. */
export class InferenceClientProviderOutputError extends InferenceClientError {
  static override readonly kind: string = "InferenceClientProviderOutputError";
  /** `x-request-id` of the response that carried the bad output, when known. */
  requestId?: string;
  constructor(message: string, requestId?: string) {
    super(message);
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
  static override readonly kind: string = "InferenceClientResponseTooLargeError";
  readonly option: SizeLimitOption;
  /** The limit that was exceeded, in bytes (`maxEventChars`: in characters). */
  readonly limit: number;
  constructor(option: SizeLimitOption, limit: number, requestId?: string) {
    const [what, unit] = option === "maxEventChars" ? ["A streamed event", "characters"] : ["The response", "bytes"];
    super(`${what} exceeded ${option} (${limit} ${unit}) and was not read further`, requestId);
    this.option = option;
    this.limit = limit;
  }
}

/** The call took longer than `timeout`, or a stream stayed silent longer than `idleTimeout`. */
export class InferenceClientTimeoutError extends InferenceClientError {
  static override readonly kind: string = "InferenceClientTimeoutError";
}

/** The connection to the server failed (refused, reset, cut mid-response) and retries did not help. */
export class InferenceClientNetworkError extends InferenceClientError {
  static override readonly kind: string = "InferenceClientNetworkError";
  /** A failed connection may work later (the client has already retried it `maxRetries` times). */
  readonly isRetryable = true;
  readonly url: string;
  constructor(message: string, url: string) {
    super(message);
    this.url = url;
  }
}
