// When and how long to wait before retrying a failed attempt.
import { isTransientStatus } from "../errors";
import type { Options } from "../types";
import { fieldOf } from "./shape";

export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_RETRY_DELAY_MS = 500;
export const DEFAULT_MAX_RETRY_DELAY_MS = 30_000;

/** Statuses where the server did not do the work, so a retry cannot duplicate it. */
const NOT_PROCESSED = new Set([408, 429, 503]);

/**
 * Whether `status` may be retried. Calls that start a billable job (`startsJob`) are retried only when
 * the server clearly refused the work; a 409 or another 5xx might have left a job running.
 */
export function isRetryableStatus(status: number, startsJob: boolean): boolean {
  if (NOT_PROCESSED.has(status)) return true;
  return !startsJob && isTransientStatus(status);
}

/** Connection failures where nothing reached the server (safe even for job submissions). */
const NOT_CONNECTED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

export function isRetryableNetworkError(error: unknown, startsJob: boolean): boolean {
  if (!startsJob) return true;
  const code = fieldOf(fieldOf(error, "cause"), "code");
  return typeof code === "string" && NOT_CONNECTED.has(code);
}

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
