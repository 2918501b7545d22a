// The total timeout of calls, enforced by one coarse ticker instead of a timer per call: arming and
// clearing a timer, or creating an AbortController, costs more than the client's own work on a fast
// response. Calls whose deadlines fall in the same tick share one abort signal (they expire together
// anyway); calls with a controller of their own are expired one by one.
import { InferenceClientTimeoutError } from "../errors";

const TICK_MS = 100;
/** Calls handed one shared signal at most (fetch adds an abort listener to it per request). */
const CALLS_PER_SIGNAL = 500;

/** One deadline signal and the calls using it. */
export class SharedDeadline {
  private readonly controller = new AbortController();
  readonly signal = this.controller.signal;
  /** Calls handed the signal so far. */
  calls = 0;
  /** Calls still running: when none is left, nothing needs the abort any more. */
  running = 0;
  /** In the ticker's hands (it lets go of a deadline with no running call at its next tick). */
  ticking = false;

  constructor(readonly expiresAt: number) {}

  expire(): void {
    this.controller.abort(new InferenceClientTimeoutError("The call did not complete in time"));
  }
}

/** What the ticker expires one by one: a call with a controller of its own. */
export interface Expirable {
  readonly deadline: number;
  expire(): void;
}

/** Shared deadlines with running calls. */
const pending = new Set<SharedDeadline>();
const watched = new Set<Expirable>();
/** The deadline handed out last: calls started in a burst with the same timeout reuse it. */
let latest: SharedDeadline | undefined;
let ticker: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  ticker = undefined;
  const now = Date.now();
  for (const shared of pending) {
    if (shared.running > 0 && now < shared.expiresAt) continue;
    pending.delete(shared);
    shared.ticking = false;
    if (shared.running > 0) shared.expire();
  }
  for (const item of watched) if (now >= item.deadline) item.expire();
  armTicker();
}

function armTicker(): void {
  if (ticker !== undefined || (pending.size === 0 && watched.size === 0)) return;
  ticker = setTimeout(tick, TICK_MS);
  // In Node, pending calls keep the process alive through their sockets, not through this timer.
  (ticker as { unref?: () => void }).unref?.();
}

/** A signal that aborts at `deadline` (rounded up to the next tick), shared with other calls. */
export function acquireSharedDeadline(deadline: number): SharedDeadline {
  let shared = latest;
  // Most calls reuse the latest signal: two comparisons, before any arithmetic.
  if (
    shared === undefined ||
    deadline > shared.expiresAt ||
    deadline <= shared.expiresAt - TICK_MS ||
    shared.calls >= CALLS_PER_SIGNAL
  ) {
    shared = new SharedDeadline(Math.ceil(deadline / TICK_MS) * TICK_MS);
    latest = shared;
  }
  shared.calls++;
  shared.running++;
  if (!shared.ticking) {
    shared.ticking = true;
    pending.add(shared);
    armTicker();
  }
  return shared;
}

/** A call using `shared` has ended (bookkeeping only: this runs on every call). */
export function releaseSharedDeadline(shared: SharedDeadline): void {
  shared.running--;
}

/** Expires `item` at its deadline (to the tick) until `unwatch`. */
export function watch(item: Expirable): void {
  watched.add(item);
  armTicker();
}

export function unwatch(item: Expirable): void {
  watched.delete(item);
}
