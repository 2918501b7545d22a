// One call's shared state: the fetch to use, the signal that ends it (the caller's abort or the total
// timeout), and the credential to scrub from anything that reaches an error.
//
// Every wait of a call is a fetch or a body read, which the platform ends when the signal aborts (and
// it cuts the connection too), or a sleep of ours, which watches the same signal. Nothing else races
// the waits: a promise wrapper per wait costs more than the rest of the client's work on a fast
// response.
import { InferenceClientTimeoutError } from "../errors";
import type { Options } from "../types";

export const DEFAULT_TIMEOUT_MS = 600_000;
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

const ignore = () => undefined;

/**
 * Long timeouts are enforced by one coarse ticker instead of a timer per call (arming and clearing a
 * timer costs more than the client's own work on a fast response); short ones, where precision
 * matters, get their own timer.
 */
const SHARED_TIMER_MIN_MS = 1000;
const TICK_MS = 100;
/** Calls per shared deadline signal at most (fetch adds a listener to it per call). */
const CALLS_PER_SHARED_SIGNAL = 500;

/**
 * Deadline signals shared by the plain calls (no signal of the caller) whose deadline falls in the same
 * tick: they all expire together anyway. Keyed by the tick at which they abort.
 */
const sharedDeadlines = new Map<number, { controllers: AbortController[]; calls: number }>();
/** Calls with a controller of their own and a long timeout, expired by the ticker. */
const watched = new Set<Call>();
let ticker: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  ticker = undefined;
  const now = Date.now();
  for (const [deadline, shared] of sharedDeadlines) {
    if (now < deadline) continue;
    sharedDeadlines.delete(deadline);
    for (const controller of shared.controllers)
      controller.abort(new InferenceClientTimeoutError("The call timed out"));
  }
  for (const call of watched) if (now >= call.deadline) call.expire();
  if (watched.size > 0 || sharedDeadlines.size > 0) armTicker();
}

function armTicker(): void {
  if (ticker !== undefined) return;
  ticker = setTimeout(tick, TICK_MS);
  // In Node, pending calls keep the process alive through their sockets, not through this timer.
  (ticker as { unref?: () => void }).unref?.();
}

function sharedDeadlineSignal(deadline: number): AbortSignal {
  const key = Math.ceil(deadline / TICK_MS) * TICK_MS;
  let shared = sharedDeadlines.get(key);
  if (!shared) {
    shared = { controllers: [], calls: 0 };
    sharedDeadlines.set(key, shared);
    armTicker();
  }
  if (shared.calls++ % CALLS_PER_SHARED_SIGNAL === 0) shared.controllers.push(new AbortController());
  return (shared.controllers.at(-1) as AbortController).signal;
}

export interface CallSettings {
  /** The call needs to be aborted on its own (a stream's idle timeout), so it gets its own controller. */
  abortable?: boolean;
}

export class Call {
  readonly fetch: typeof fetch;
  readonly options: Options;
  /** The access token, only so it can be scrubbed from provider messages. */
  readonly secret: string | undefined;
  /** Handed to every fetch of the call: aborts on the caller's signal and at the total timeout. */
  readonly signal: AbortSignal | undefined;
  /** When the total timeout expires (epoch ms). */
  readonly deadline: number = Number.POSITIVE_INFINITY;
  /** When the attempt in progress was sent (epoch ms), for the `onResponse` hook. */
  attemptStartedAt = 0;
  /** The signal is a deadline signal shared with other calls: nobody may listen to it per call. */
  readonly sharesSignal: boolean = false;
  private readonly timeoutMs: number;
  private readonly controller: AbortController | undefined;
  private readonly timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onCallerAbort: (() => void) | undefined;
  /** Rejecters of the raced waits in progress (a stream's reads). */
  private readonly waiting = new Set<(reason: unknown) => void>();

  constructor(options: Options, secret?: string, settings: CallSettings = {}) {
    this.options = options;
    this.secret = secret;
    this.fetch = options.fetch ?? globalThis.fetch;
    const callerSignal = options.signal;
    const timeoutMs = options.timeout ?? DEFAULT_TIMEOUT_MS;
    this.timeoutMs = timeoutMs;
    const timed = timeoutMs > 0 && Number.isFinite(timeoutMs);
    if (timed) this.deadline = Date.now() + timeoutMs;
    if (!settings.abortable && !callerSignal && timed && timeoutMs >= SHARED_TIMER_MIN_MS) {
      this.signal = sharedDeadlineSignal(this.deadline);
      this.sharesSignal = true;
      return;
    }
    if (!settings.abortable && !timed) {
      this.signal = callerSignal;
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.signal = controller.signal;
    if (callerSignal?.aborted) controller.abort(callerSignal.reason);
    else if (callerSignal) {
      const onCallerAbort = () => this.abort(callerSignal.reason);
      this.onCallerAbort = onCallerAbort;
      callerSignal.addEventListener("abort", onCallerAbort, { once: true });
    }
    if (!timed) return;
    if (timeoutMs < SHARED_TIMER_MIN_MS) this.timer = setTimeout(() => this.expire(), timeoutMs);
    else {
      watched.add(this);
      armTicker();
    }
  }

  get aborted(): boolean {
    return this.signal?.aborted === true;
  }

  /** Why the call ended early: the caller's reason, a timeout of this call, or what `abort` was given. */
  get reason(): unknown {
    const callerSignal = this.options.signal;
    if (callerSignal?.aborted) return callerSignal.reason;
    if (this.controller?.signal.aborted) return this.controller.signal.reason;
    return this.timeoutError();
  }

  /** The total timeout ran out. */
  expire(): void {
    this.abort(this.timeoutError());
  }

  /**
   * Ends the call with `reason`: aborts its fetches and body reads, and rejects its raced waits. Only
   * calls with a controller of their own (opened `abortable`, or with a short timeout or a caller's
   * signal) can be aborted this way.
   */
  abort(reason: unknown): void {
    if (!this.controller || this.controller.signal.aborted) return;
    this.controller.abort(reason);
    for (const reject of this.waiting) reject(reason);
    this.waiting.clear();
    this.close();
  }

  /**
   * `work`, unless the call is aborted first (then the abort reason), even when `work` ignores the
   * signal (a custom fetch's stream may). Costs a promise per wait, so only a stream's reads use it,
   * on a call opened `abortable`. `mapError` rewrites a failure of `work` itself.
   */
  race<T>(work: Promise<T>, mapError: (error: unknown) => unknown): Promise<T> {
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
          reject(mapError(error));
        },
      );
    });
  }

  /** Stops the timeout and detaches from the caller's signal. */
  close(): void {
    if (!this.controller) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    watched.delete(this);
    if (this.onCallerAbort) this.options.signal?.removeEventListener("abort", this.onCallerAbort);
  }

  private timeoutError(): InferenceClientTimeoutError {
    return new InferenceClientTimeoutError(`The call did not complete within ${this.timeoutMs} ms`);
  }
}

export function openCall(options: Options, secret?: string, settings?: CallSettings): Call {
  return new Call(options, secret, settings);
}

/**
 * Resolves after `ms`, or rejects with the call's reason as soon as it is aborted. A call on a shared
 * deadline signal is not listened to (thousands of sleeping calls would pile listeners on one signal):
 * its sleep just ends at the deadline.
 */
export function sleep(ms: number, call: Call): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const signal = call.signal;
    if (signal?.aborted) {
      reject(call.reason);
      return;
    }
    const ownSignal = signal !== undefined && !call.sharesSignal;
    const untilDeadline = call.deadline - Date.now();
    const wait = Math.max(0, Math.min(ms, untilDeadline));
    const onAbort = () => {
      clearTimeout(timer);
      reject(call.reason);
    };
    const timer = setTimeout(() => {
      if (ownSignal) signal.removeEventListener("abort", onAbort);
      if (wait < ms) reject(call.reason);
      else resolve();
    }, wait);
    if (ownSignal) signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * The call of a helper's `getResponse`: the client passes its own; code using helpers on their own
 * (through `getProviderHelper`, like the peer library) may pass an AbortSignal or nothing.
 */
export function callOrDefault(call: Call | AbortSignal | undefined): Call {
  return call instanceof Call ? call : new Call({ timeout: 0, signal: call });
}
