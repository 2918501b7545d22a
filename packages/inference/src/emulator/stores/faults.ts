// Injected faults waiting to be played: a bounded queue of one-shot (or N-shot) misbehaviours, checked when added.
import type { Fault, FaultKind } from "../types";

type Pending = { fault: Fault; remaining: number };

/** Faults waiting at once: every request scans the queue, so it stays short. */
export const MAX_PENDING_FAULTS = 1_000;
/** Longest delay a timer can wait (Node fires longer ones at once); `hang` waits for ever. */
const MAX_DELAY_MS = 2 ** 31 - 1;

const isCount = (value: unknown, min = 0) => typeof value === "number" && Number.isInteger(value) && value >= min;
const isDuration = (value: unknown) => typeof value === "number" && Number.isFinite(value) && value >= 0;

/** A number as it is, anything else by its type (a symbol cannot be written into a message). */
const shown = (value: unknown) => (typeof value === "number" ? String(value) : typeof value);

function faultProblem(fault: Fault): string | undefined {
  if (fault.times !== undefined && !isCount(fault.times, 1))
    return `times must be a positive integer, got ${shown(fault.times)}`;
  switch (fault.kind) {
    case "status":
      return isCount(fault.status, 200) && fault.status <= 599
        ? undefined
        : `status must be an HTTP status from 200 to 599`;
    case "rate-limit":
      return [fault.retryAfterSeconds, fault.retryAfterMs].every((v) => v === undefined || isDuration(v))
        ? undefined
        : "retryAfterSeconds and retryAfterMs must be non-negative numbers";
    case "delay":
      return isDuration(fault.ms) && fault.ms <= MAX_DELAY_MS
        ? undefined
        : `ms must be a number from 0 to ${MAX_DELAY_MS} (use a hang fault to never answer)`;
    case "slow-polling":
      return isCount(fault.extraPolls) ? undefined : "extraPolls must be a non-negative integer";
    case "stream-cut":
    case "stream-error":
      return fault.afterChunks === undefined || isCount(fault.afterChunks)
        ? undefined
        : "afterChunks must be a non-negative integer";
    case "malformed-json":
    case "wrong-shape":
    case "hang":
    case "task-failed":
    case "connection-reset":
      return undefined;
    default:
      return "unknown fault kind";
  }
}

export class FaultQueue {
  private pending: Pending[] = [];

  /** Queues a fault; a fault the emulator could not play throws here, where the test wrote it. */
  add(fault: Fault): void {
    const problem = faultProblem(fault);
    if (problem !== undefined) throw new RangeError(`Invalid ${fault.kind} fault: ${problem}`);
    if (this.pending.length >= MAX_PENDING_FAULTS)
      throw new RangeError(
        `Too many pending faults: at most ${MAX_PENDING_FAULTS} wait at once (use times, or reset())`,
      );
    this.pending.push({ fault, remaining: fault.times ?? 1 });
  }

  clear(): void {
    this.pending = [];
  }

  /** First pending fault of one of `kinds` whose match fits (host, pathAndQuery); consumes one use. */
  take<K extends FaultKind["kind"]>(
    host: string,
    pathAndQuery: string,
    kinds: readonly K[],
  ): Extract<FaultKind, { kind: K }> | undefined {
    const index = this.pending.findIndex(
      ({ fault }) =>
        (kinds as readonly string[]).includes(fault.kind) &&
        (fault.match?.host === undefined || fault.match.host === host) &&
        (fault.match?.pathIncludes === undefined || pathAndQuery.includes(fault.match.pathIncludes)),
    );
    const entry = this.pending[index];
    if (!entry) return undefined;
    entry.remaining -= 1;
    if (entry.remaining === 0) this.pending.splice(index, 1);
    return entry.fault as Extract<FaultKind, { kind: K }>;
  }
}
