// When and how long to wait before retrying a failed attempt.
import type { Options } from "../types";
import { fieldOf } from "./shape";

export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_RETRY_DELAY_MS = 500;
export const DEFAULT_MAX_RETRY_DELAY_MS = 30_000;

/**
 * Which failures of a request may be retried, when not every connection failure and transient status
 * (`isTransientStatus`) may: the default, which requests without a rule follow.
 */
export interface RetryRule {
  status(status: number): boolean;
  networkError(error: unknown): boolean;
}

/** Statuses where the server did not do the work, so a retry cannot duplicate it. */
const NOT_PROCESSED = new Set([408, 429, 503]);

/** Connection failures where nothing reached the server. */
const NOT_CONNECTED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

/**
 * The rule of a submission that starts a billable job: retried only when the server clearly refused the
 * work or was never reached. A 409, another 5xx or a cut connection might have left a job running. Job
 * providers' helpers carry it, so that bundles without them do not.
 */
export const JOB_SUBMISSION: RetryRule = {
  status: (status) => NOT_PROCESSED.has(status),
  networkError: (error) => {
    const code = fieldOf(fieldOf(error, "cause"), "code");
    return typeof code === "string" && NOT_CONNECTED.has(code);
  },
};

export function maxRetries(options: Options): number {
  if (options.retry_on_error === false) return 0;
  return Math.max(0, options.maxRetries ?? DEFAULT_MAX_RETRIES);
}

/** Server-requested wait from `retry-after-ms` or `Retry-After` (seconds or HTTP date), in ms. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = headers?.get("retry-after-ms");
  if (ms) {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  const after = headers?.get("retry-after");
  if (!after) return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(after);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with jitter (50–100 % of the nominal delay), or the server's request; both capped. */
export function retryDelay(attempt: number, options: Options, headers?: Headers, random = Math.random): number {
  const cap = options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  const requested = retryAfterMs(headers);
  if (requested !== undefined) return Math.min(requested, cap);
  const nominal = (options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS) * 2 ** attempt;
  return Math.min(nominal * (0.5 + random() / 2), cap);
}
