// The total timeout of calls, enforced through abort signals shared by the calls that start close
// together: creating an AbortSignal costs more (about 2 µs in Node 20) than the client's own work on a fast
// response. A deadline takes calls for one tick after it opens, then closes and aborts `timeoutMs` later,
// so no call expires early and none more than a tick late. Closing and expiring run on timers of the
// deadline's own, so a call reads no clock. (Calls with a controller of their own have paid for it
// already: they use a timer.)
import { InferenceClientTimeoutError } from "../errors";

const TICK_MS = 100;
/** Calls handed one shared signal at most (fetch adds an abort listener to it per request). */
const CALLS_PER_SIGNAL = 500;

/** `timer`, not keeping Node alive (browsers and Deno return a number; other timer objects may lack `unref`). */
function unrefed(timer: ReturnType<typeof setTimeout>): ReturnType<typeof setTimeout> {
  if (typeof timer === "object") timer.unref?.();
  return timer;
}

/** The deadline calls join now: calls with another timeout open another, and this one closes on its own. */
let open: SharedDeadline | undefined;

export class SharedDeadline {
  private readonly controller = new AbortController();
  readonly signal = this.controller.signal;
  /** When the signal aborts (`performance.now()` ms); `undefined` while calls may still join. */
  expiresAt: number | undefined = undefined;
  /** Calls handed the signal so far. */
  calls = 0;
  /** Calls still running: a deadline without any when it closes, or once closed, stops its timer. */
  running = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(readonly timeoutMs: number) {
    this.timer = unrefed(setTimeout(() => this.close(), TICK_MS));
  }

  /** When the signal aborts at the earliest (`performance.now()` ms), even before the deadline closes. */
  earliestExpiry(): number {
    return this.expiresAt ?? performance.now() + this.timeoutMs;
  }

  /** A call using the deadline has ended (bookkeeping only: this runs on every call). */
  release(): void {
    if (--this.running === 0 && this.expiresAt !== undefined) clearTimeout(this.timer);
  }

  /** Takes no more calls; the running ones expire `timeoutMs` from now. */
  private close(): void {
    if (open === this) open = undefined;
    if (this.running === 0) return;
    this.expiresAt = performance.now() + this.timeoutMs;
    this.timer = unrefed(
      setTimeout(
        () => this.controller.abort(new InferenceClientTimeoutError("The call did not complete in time")),
        this.timeoutMs,
      ),
    );
  }
}

/** A signal that aborts at least `timeoutMs` from now (and at most a tick later), shared with other calls. */
export function acquireSharedDeadline(timeoutMs: number): SharedDeadline {
  let shared = open;
  if (shared === undefined || shared.timeoutMs !== timeoutMs || shared.calls >= CALLS_PER_SIGNAL) {
    shared = open = new SharedDeadline(timeoutMs);
  }
  shared.calls++;
  shared.running++;
  return shared;
}
