// One call's shared state: the fetch to use, the caller's signal, the total timeout, and the
// credential to scrub from anything that reaches an error. Aborting is done by racing every wait
// against the call rather than with an AbortController of its own: creating one per call costs more
// than the rest of the client's work on a fast response.
import { InferenceClientTimeoutError } from "../errors";
import type { Options } from "../types";

export const DEFAULT_TIMEOUT_MS = 600_000;
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

const ignore = () => undefined;

/**
 * Long timeouts share one coarse timer instead of arming one per call (arming and clearing a timer
 * costs more than the client's own work on a fast response). Short ones, where precision matters,
 * get their own timer.
 */
const SHARED_TIMER_MIN_MS = 1000;
const SHARED_TIMER_TICK_MS = 100;
const watched = new Set<Call>();
let sharedTimer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  sharedTimer = undefined;
  const now = Date.now();
  for (const call of watched) if (now >= call.deadline) call.expire();
  if (watched.size > 0) armSharedTimer();
}

function armSharedTimer(): void {
  if (sharedTimer !== undefined) return;
  sharedTimer = setTimeout(tick, SHARED_TIMER_TICK_MS);
  // In Node, pending calls keep the process alive through their sockets, not through this timer.
  (sharedTimer as { unref?: () => void }).unref?.();
}

export class Call {
  readonly fetch: typeof fetch;
  readonly options: Options;
  /** The access token, only so it can be scrubbed from provider messages. */
  readonly secret: string | undefined;
  /** The caller's signal, handed to fetch so that aborting also cuts the connection. */
  readonly signal: AbortSignal | undefined;
  aborted = false;
  reason: unknown;
  /** Rejecters of the waits in progress (at most one or two at a time). */
  private readonly waiting = new Set<(reason: unknown) => void>();
  /** When the total timeout expires (epoch ms), for calls watched by the shared timer. */
  deadline = Number.POSITIVE_INFINITY;
  private readonly timeoutMs: number;
  private readonly timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onUserAbort: (() => void) | undefined;

  constructor(options: Options, secret?: string) {
    this.options = options;
    this.secret = secret;
    this.fetch = options.fetch ?? globalThis.fetch;
    const signal = options.signal;
    this.signal = signal;
    if (signal) {
      if (signal.aborted) this.abort(signal.reason);
      else {
        this.onUserAbort = () => this.abort(signal.reason);
        signal.addEventListener("abort", this.onUserAbort, { once: true });
      }
    }
    const timeoutMs = options.timeout ?? DEFAULT_TIMEOUT_MS;
    this.timeoutMs = timeoutMs;
    if (timeoutMs > 0 && Number.isFinite(timeoutMs)) {
      if (timeoutMs < SHARED_TIMER_MIN_MS) this.timer = setTimeout(() => this.expire(), timeoutMs);
      else {
        this.deadline = Date.now() + timeoutMs;
        watched.add(this);
        armSharedTimer();
      }
    }
  }

  /** The total timeout ran out. */
  expire(): void {
    this.abort(new InferenceClientTimeoutError(`The call did not complete within ${this.timeoutMs} ms`));
  }

  /** Ends every wait of the call with `reason`. */
  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    for (const reject of this.waiting) reject(reason);
    this.waiting.clear();
    this.close();
  }

  /**
   * `work`, unless the call is aborted first (then the abort reason). `mapError` rewrites a failure of
   * `work` itself, saving callers a promise layer of their own.
   */
  race<T>(work: Promise<T>, mapError?: (error: unknown) => unknown): Promise<T> {
    if (this.aborted) {
      work.catch(ignore);
      return Promise.reject(this.reason);
    }
    return new Promise<T>((resolve, reject) => {
      this.waiting.add(reject);
      work.then(
        (value) => {
          this.waiting.delete(reject);
          resolve(value);
        },
        (error: unknown) => {
          this.waiting.delete(reject);
          reject(mapError ? mapError(error) : error);
        },
      );
    });
  }

  /** Stops the total-timeout timer and detaches from the caller's signal. */
  close(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    watched.delete(this);
    if (this.onUserAbort) this.signal?.removeEventListener("abort", this.onUserAbort);
  }
}

export function openCall(options: Options, secret?: string): Call {
  return new Call(options, secret);
}

/** Resolves after `ms`, or rejects as soon as the call is aborted. */
export function sleep(ms: number, call: Call): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return call.race(wait).finally(() => clearTimeout(timer));
}

/**
 * The call of a helper's `getResponse`: the client passes its own; code using helpers on their own
 * (through `getProviderHelper`, like the peer library) may pass an AbortSignal or nothing.
 */
export function callOrDefault(call: Call | AbortSignal | undefined): Call {
  return call instanceof Call ? call : new Call({ timeout: 0, signal: call });
}
