import { describe, expect, it } from "vitest";
import { isTransientStatus } from "../errors";
import { JOB_SUBMISSION, maxRetries, retryAfterMs, retryDelay } from "./retry";

describe("retry policy", () => {
  it("retries 408, 409, 429 and 5xx, but not other 4xx", () => {
    for (const status of [408, 409, 429, 500, 502, 503, 504]) expect(isTransientStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 422]) expect(isTransientStatus(status)).toBe(false);
  });

  it("retries a job submission only when the server refused the work", () => {
    for (const status of [408, 429, 503]) expect(JOB_SUBMISSION.status(status)).toBe(true);
    for (const status of [409, 500, 502, 504]) expect(JOB_SUBMISSION.status(status)).toBe(false);
    const refused = Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } });
    const reset = Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNRESET" } });
    expect(JOB_SUBMISSION.networkError(refused)).toBe(true);
    expect(JOB_SUBMISSION.networkError(reset)).toBe(false);
  });

  it("defaults to 2 retries; retry_on_error false means none", () => {
    expect(maxRetries({})).toBe(2);
    expect(maxRetries({ maxRetries: 5 })).toBe(5);
    expect(maxRetries({ maxRetries: 5, retry_on_error: false })).toBe(0);
  });

  it("reads retry-after-ms, Retry-After seconds and Retry-After dates", () => {
    expect(retryAfterMs(new Headers({ "retry-after-ms": "250" }))).toBe(250);
    expect(retryAfterMs(new Headers({ "retry-after": "3" }))).toBe(3000);
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryAfterMs(new Headers({ "retry-after": "Wed, 01 Jan 2025 00:00:05 GMT" }), now)).toBe(5000);
    expect(retryAfterMs(new Headers({ "retry-after": "soon" }))).toBeUndefined();
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });

  it("backs off exponentially with jitter between half and all of the nominal delay", () => {
    const options = { retryDelayMs: 100 };
    expect(retryDelay(0, options, undefined, () => 0)).toBe(50);
    expect(retryDelay(0, options, undefined, () => 1)).toBe(100);
    expect(retryDelay(2, options, undefined, () => 1)).toBe(400);
  });

  it("caps both backoff and the server's request", () => {
    expect(retryDelay(20, { retryDelayMs: 100, maxRetryDelayMs: 1000 }, undefined, () => 1)).toBe(1000);
    expect(retryDelay(0, { maxRetryDelayMs: 1000 }, new Headers({ "retry-after": "60" }))).toBe(1000);
    expect(retryDelay(0, {}, new Headers({ "retry-after-ms": "20" }))).toBe(20);
  });
});
