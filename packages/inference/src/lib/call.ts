// One call's shared state: the fetch to use, a signal that fires on user abort or total timeout,
// and the credential to scrub from anything that reaches an error.
import { InferenceClientTimeoutError } from "../errors";
import type { Options } from "../types";

export const DEFAULT_TIMEOUT_MS = 600_000;
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

export interface Call {
  readonly fetch: typeof fetch;
  readonly signal: AbortSignal;
  readonly options: Options;
  /** The access token, only so it can be scrubbed from provider messages. */
  readonly secret: string | undefined;
  /** Aborts everything in flight with `reason`. */
  abort(reason: unknown): void;
  /** Stops the total-timeout timer and detaches from the caller's signal. */
  close(): void;
}

export function openCall(options: Options, secret?: string): Call {
  const controller = new AbortController();
  const userSignal = options.signal;
  const onUserAbort = () => controller.abort(userSignal?.reason);
  if (userSignal) {
    if (userSignal.aborted) controller.abort(userSignal.reason);
    else userSignal.addEventListener("abort", onUserAbort, { once: true });
  }
  const timeoutMs = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const timer =
    timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(
          () => controller.abort(new InferenceClientTimeoutError(`The call did not complete within ${timeoutMs} ms`)),
          timeoutMs,
        )
      : undefined;
  return {
    fetch: options.fetch ?? globalThis.fetch,
    signal: controller.signal,
    options,
    secret,
    abort: (reason) => controller.abort(reason),
    close() {
      if (timer !== undefined) clearTimeout(timer);
      userSignal?.removeEventListener("abort", onUserAbort);
    },
  };
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
