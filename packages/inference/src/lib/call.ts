// One call's shared state: the fetch to use, the signal that ends it (the caller's abort or the total
// timeout), and the credential to scrub from anything that reaches an error.
//
// Every wait of a call is a fetch or a body read, which the platform ends when the signal aborts (and
// it cuts the connection too), or a sleep of ours, which watches the same signal. Nothing else races
// the waits: a promise wrapper per wait costs more than the rest of the client's work on a fast
// response.
import { InferenceClientInputError, InferenceClientTimeoutError } from "../errors";
import type { Options } from "../types";
import { acquireSharedDeadline, type SharedDeadline } from "./deadline";

export const DEFAULT_TIMEOUT_MS = 600_000;
/**
 * The longest wait a timer takes (about 24.8 days): past it, `setTimeout` fires at once. A longer
 * timeout is no timeout, as `Infinity` is; a longer sleep is cut to it.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

const ignore = () => undefined;

/**
 * Timeouts at least this long use a shared deadline (never early, up to a tick late) unless the call
 * has a controller of its own; shorter ones a timer of their own.
 */
const SHARED_DEADLINE_MIN_MS = 1000;

// The fields are `declare`d and assigned by the constructor alone: emitted as class fields, they would
// be defined once more before it runs, and the constructor would no longer be inlined where calls start.
export class Call {
  declare readonly options: Options;
  /** The access token, only so it can be scrubbed from provider messages. */
  declare readonly secret: string | undefined;
  /** Handed to every fetch of the call: aborts on the caller's signal and at the total timeout. */
  declare readonly signal: AbortSignal | undefined;
  /** When the attempt in progress was sent (epoch ms), for the `onResponse` hook. */
  declare attemptStartedAt: number;
  /** The deadline signal shared with other calls, while the call runs. */
  declare private shared: SharedDeadline | undefined;
  /**
   * The call's own controller, when it has one (a caller's signal, a short timeout, or a stream, whose
   * idle timeout must end the call on its own).
   */
  declare readonly controller: AbortController | undefined;
  /** When the own controller's total timeout expires (`performance.now()` ms). */
  declare private expiresAt: number;
  declare private timer: ReturnType<typeof setTimeout> | undefined;
  declare private onCallerAbort: (() => void) | undefined;
  /** Rejecters of the raced waits in progress (a stream's reads), created by the first one. */
  declare waiting: Set<(reason: unknown) => void> | undefined;

  /** Use `openCall`, which decides how the call ends: this only stores it, so it is inlined where calls start. */
  constructor(
    options: Options,
    secret: string | undefined,
    signal: AbortSignal | undefined,
    shared: SharedDeadline | undefined,
    controller: AbortController | undefined,
  ) {
    this.options = options;
    this.secret = secret;
    this.signal = signal;
    this.attemptStartedAt = 0;
    this.shared = shared;
    this.controller = controller;
    this.expiresAt = Number.POSITIVE_INFINITY;
  }

  get fetch(): typeof fetch {
    return this.options.fetch ?? globalThis.fetch;
  }

  /** When the total timeout expires (`performance.now()` ms). */
  get deadline(): number {
    return this.shared?.earliestExpiry() ?? this.expiresAt;
  }

  /** Arms the own controller: it follows the caller's signal and aborts when `timeoutMs` (if any) runs out. */
  armOwnAbort(callerSignal: AbortSignal | undefined, timeoutMs: number | undefined): void {
    if (callerSignal?.aborted) this.controller?.abort(callerSignal.reason);
    else if (callerSignal) {
      this.onCallerAbort = () => this.abort(callerSignal.reason);
      callerSignal.addEventListener("abort", this.onCallerAbort, { once: true });
    }
    if (timeoutMs === undefined) return;
    this.expiresAt = performance.now() + timeoutMs;
    const timer = setTimeout(() => this.abort(this.timeoutError()), timeoutMs);
    // A running call keeps Node alive through its socket, not through its timeout (browsers return a number).
    if (typeof timer === "object") timer.unref?.();
    this.timer = timer;
  }

  get aborted(): boolean {
    return this.signal?.aborted === true;
  }

  /** The signal is a deadline signal shared with other calls: nobody may listen to it per call. */
  get sharesSignal(): boolean {
    return this.shared !== undefined;
  }

  /** Why the call ended early: the caller's reason, a timeout of this call, or what `abort` was given. */
  get reason(): unknown {
    const callerSignal = this.options.signal;
    if (callerSignal?.aborted) return callerSignal.reason;
    const ownSignal = this.controller?.signal;
    if (ownSignal?.aborted) return ownSignal.reason;
    return this.timeoutError();
  }

  /**
   * Ends the call with `reason`: aborts its fetches and body reads, and rejects its raced waits. Only
   * calls with a controller of their own can be aborted this way.
   */
  abort(reason: unknown): void {
    const controller = this.controller;
    if (!controller || controller.signal.aborted) return;
    controller.abort(reason);
    if (this.waiting) for (const reject of this.waiting) reject(reason);
    this.waiting = undefined;
    this.close();
  }

  /** Releases the shared deadline, or stops the call's own timeout and detaches from the caller's signal. */
  close(): void {
    if (this.shared) {
      this.shared.release();
      this.shared = undefined;
      return;
    }
    clearTimeout(this.timer);
    if (this.onCallerAbort) this.options.signal?.removeEventListener("abort", this.onCallerAbort);
  }

  private timeoutError(): InferenceClientTimeoutError {
    const timeoutMs = this.options.timeout ?? DEFAULT_TIMEOUT_MS;
    return new InferenceClientTimeoutError(`The call did not complete within ${timeoutMs} ms`);
  }
}

/**
 * `work`, unless `call` is aborted first (then the abort reason), even when `work` ignores the signal (a
 * custom fetch's stream may). Costs a promise per wait, so only a stream's reads use it, on a call opened
 * `abortable` (a function, not a method, so bundles without streams leave it out). `mapError` rewrites a
 * failure of `work` itself.
 */
export function raceAbort<T>(call: Call, work: Promise<T>, mapError: (error: unknown) => unknown): Promise<T> {
  if (call.aborted) {
    work.catch(ignore);
    return Promise.reject(call.reason);
  }
  if (!call.controller) return work.catch((error: unknown) => Promise.reject(mapError(error)));
  call.waiting ??= new Set();
  const waiting = call.waiting;
  return new Promise<T>((resolve, reject) => {
    waiting.add(reject);
    work.then(
      (value) => {
        waiting.delete(reject);
        resolve(value);
      },
      (error: unknown) => {
        waiting.delete(reject);
        reject(mapError(error));
      },
    );
  });
}

/**
 * The options that are counts, sizes or durations. Anything but a number ≥ 0 (`NaN` from a misread setting,
 * a negative number, a string) would lift a limit or a wait rather than set it: `NaN` passes every size
 * check and ends every backoff at once. Such a call is refused before anything is sent.
 */
const NUMERIC_OPTIONS = [
  "timeout",
  "idleTimeout",
  "maxRetries",
  "retryDelayMs",
  "maxRetryDelayMs",
  "pollIntervalMs",
  "maxResponseBytes",
  "maxMediaBytes",
  "maxEventChars",
] as const;

function checkNumericOptions(options: Options): void {
  for (const name of NUMERIC_OPTIONS) {
    const value = options[name];
    if (value !== undefined && !(typeof value === "number" && value >= 0)) {
      const got = typeof value === "number" ? value : typeof value;
      throw new InferenceClientInputError(`Option ${name} must be a number of 0 or more, got ${got}`);
    }
  }
}

const isHttpWhitespace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * Where `value` holds what fetch refuses in a header value, or -1: a NUL, CR or LF before the whitespace
 * that ends it (which fetch strips), or a character beyond Latin-1. As strict as fetch when the value follows
 * a scheme (`Bearer …`), a little stricter at the start of a value of its own.
 */
export function unsendableAt(value: string): number {
  let end = value.length;
  while (end > 0 && isHttpWhitespace(value.charCodeAt(end - 1))) end--;
  for (let i = 0; i < end; i++) {
    const c = value.charCodeAt(i);
    if (c === 0 || c === 10 || c === 13 || c > 255) return i;
  }
  return -1;
}

/**
 * Refuses a credential or header option fetch would refuse. Fetch throws a TypeError for it, which reads as
 * a connection failure: retried, then "Could not reach …". The message names the character, not the value.
 */
function checkHeaderValue(what: string, value: unknown): void {
  const at = typeof value === "string" ? unsendableAt(value) : -1;
  if (at >= 0) {
    const character = JSON.stringify((value as string)[at]);
    throw new InferenceClientInputError(
      `${what} cannot be sent in an HTTP header: its character ${at + 1} is ${character}`,
    );
  }
}

/**
 * Opens a call with `options`, once its numeric options and the values it sends as headers are checked.
 * A timeout of a second or more, without a caller's signal, is enforced through a shared deadline (the
 * usual call, kept cheap: this runs on every call); a caller's signal, a shorter timeout, or `abortable`
 * (a stream's idle timeout must end the call on its own) get a controller of the call's own.
 */
export function openCall(options: Options, secret?: string, abortable = false): Call {
  checkNumericOptions(options);
  checkHeaderValue("The access token", secret);
  checkHeaderValue("Option billTo", options.billTo);
  const callerSignal = options.signal;
  const timeoutMs = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const timed = timeoutMs > 0 && timeoutMs <= MAX_TIMER_MS;
  if (!abortable && !callerSignal && timed && timeoutMs >= SHARED_DEADLINE_MIN_MS) {
    const shared = acquireSharedDeadline(timeoutMs);
    return new Call(options, secret, shared.signal, shared, undefined);
  }
  if (!abortable && !timed) return new Call(options, secret, callerSignal, undefined, undefined);
  const controller = new AbortController();
  const call = new Call(options, secret, controller.signal, undefined, controller);
  call.armOwnAbort(callerSignal, timed ? timeoutMs : undefined);
  return call;
}

/**
 * Resolves after `ms`, or rejects with the call's reason as soon as it is aborted. A call on a shared
 * deadline signal is not listened to (thousands of sleeping calls would pile listeners on one signal):
 * its sleep just ends at the deadline.
 */
export function sleep(requestedMs: number, call: Call): Promise<void> {
  const ms = Math.min(requestedMs, MAX_TIMER_MS);
  return new Promise<void>((resolve, reject) => {
    const signal = call.signal;
    if (signal?.aborted) {
      reject(call.reason);
      return;
    }
    const ownSignal = signal !== undefined && !call.sharesSignal;
    const untilDeadline = call.deadline - performance.now();
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
  return call instanceof Call ? call : openCall({ timeout: 0, signal: call });
}
