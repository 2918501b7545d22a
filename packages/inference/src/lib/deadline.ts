// The total timeout of calls, enforced by one coarse ticker instead of a timer per call: arming and
// clearing a timer, creating an AbortController, even reading the clock, costs more than the client's
// own work on a fast response. Calls with the same timeout that start between two ticks share one
// abort signal. (Calls with a controller of their own have paid for it already: they use a timer.)
import { InferenceClientTimeoutError } from "../errors";

const TICK_MS = 100;
/** Calls handed one shared signal at most (fetch adds an abort listener to it per request). */
const CALLS_PER_SIGNAL = 500;

/**
 * One deadline signal and the calls using it. It is handed out until the next tick, which closes it:
 * it then expires `timeoutMs` after that tick. Every call using it started before the close, so none
 * expires early; none expires more than two ticks late (one until the close, one until the check).
 */
export class SharedDeadline {
  private readonly controller = new AbortController();
  readonly signal = this.controller.signal;
  /** When the signal aborts (epoch ms); `undefined` while the deadline is still handed out. */
  expiresAt: number | undefined = undefined;
  /** Calls handed the signal so far. */
  calls = 0;
  /** Calls still running: when none is left, nothing needs the abort any more. */
  running = 0;

  constructor(readonly timeoutMs: number) {}

  /** When the signal aborts at the earliest (epoch ms), even before the deadline is closed. */
  earliestExpiry(): number {
    return this.expiresAt ?? Date.now() + this.timeoutMs;
  }

  expire(): void {
    this.controller.abort(new InferenceClientTimeoutError("The call did not complete in time"));
  }
}

/** The shared deadline handed out for each timeout until the next tick. */
const open = new Map<number, SharedDeadline>();
/** Shared deadlines with running calls. */
const pending = new Set<SharedDeadline>();
/** The deadline handed out last: calls started in a burst with the same timeout reuse it. */
let latest: SharedDeadline | undefined;
let ticker: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  ticker = undefined;
  const now = Date.now();
  open.clear();
  latest = undefined;
  for (const shared of pending) {
    // Closes the deadlines handed out since the last tick (every one is pending from its creation).
    shared.expiresAt ??= now + shared.timeoutMs;
    if (shared.running > 0 && now < shared.expiresAt) continue;
    pending.delete(shared);
    if (shared.running > 0) shared.expire();
  }
  armTicker();
}

function armTicker(): void {
  if (ticker !== undefined || pending.size === 0) return;
  ticker = setTimeout(tick, TICK_MS);
  // In Node, pending calls keep the process alive through their sockets, not through this timer.
  // Browsers (and Deno) return a number; other timer objects may lack `unref`.
  if (typeof ticker === "object") ticker.unref?.();
}

/** A deadline open for calls with `timeoutMs`, with room for one more call. */
function openDeadline(timeoutMs: number): SharedDeadline {
  let shared = open.get(timeoutMs);
  if (shared === undefined || shared.calls >= CALLS_PER_SIGNAL) {
    shared = new SharedDeadline(timeoutMs);
    open.set(timeoutMs, shared);
    pending.add(shared);
    armTicker();
  }
  latest = shared;
  return shared;
}

/** A signal that aborts at least `timeoutMs` from now (and at most two ticks later), shared with other calls. */
export function acquireSharedDeadline(timeoutMs: number): SharedDeadline {
  let shared = latest;
  if (shared === undefined || shared.timeoutMs !== timeoutMs || shared.calls >= CALLS_PER_SIGNAL) {
    shared = openDeadline(timeoutMs);
  }
  shared.calls++;
  shared.running++;
  return shared;
}

/** A call using `shared` has ended (bookkeeping only: this runs on every call). */
export function releaseSharedDeadline(shared: SharedDeadline): void {
  shared.running--;
}
