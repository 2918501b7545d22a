import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InferenceClientTimeoutError } from "../errors";
import { acquireSharedDeadline, releaseSharedDeadline, type SharedDeadline } from "./deadline";

const held: SharedDeadline[] = [];

function acquire(timeoutMs: number): SharedDeadline {
  const shared = acquireSharedDeadline(timeoutMs);
  held.push(shared);
  return shared;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});

afterEach(() => {
  for (const shared of held.splice(0)) releaseSharedDeadline(shared);
  // Lets the ticker drop every deadline and stop before the next test.
  vi.advanceTimersByTime(1_000);
  vi.useRealTimers();
});

describe("shared deadlines", () => {
  it("never abort before the timeout, and abort within two ticks after it", () => {
    const shared = acquire(1_000);
    vi.advanceTimersByTime(999);
    expect(shared.signal.aborted).toBe(false);
    vi.advanceTimersByTime(201);
    expect(shared.signal.aborted).toBe(true);
    expect(shared.signal.reason).toBeInstanceOf(InferenceClientTimeoutError);
  });

  it("a call that joins an open deadline late in its tick still gets its whole timeout", () => {
    const first = acquire(1_000);
    vi.advanceTimersByTime(99);
    const late = acquire(1_000);
    expect(late).toBe(first);
    vi.advanceTimersByTime(999);
    expect(late.signal.aborted).toBe(false);
  });

  it("a burst past the listener cap of one signal spreads over several, none of which expires early", () => {
    const signals = new Set(Array.from({ length: 1_200 }, () => acquire(1_000).signal));
    expect(signals.size).toBe(3);
    vi.advanceTimersByTime(999);
    expect([...signals].some((signal) => signal.aborted)).toBe(false);
    vi.advanceTimersByTime(201);
    expect([...signals].every((signal) => signal.aborted)).toBe(true);
  });

  it("calls with another timeout get another signal, each expiring at its own time", () => {
    const short = acquire(1_000);
    const long = acquire(5_000);
    expect(long).not.toBe(short);
    expect(acquire(1_000)).toBe(short);
    vi.advanceTimersByTime(1_200);
    expect([short.signal.aborted, long.signal.aborted]).toEqual([true, false]);
    vi.advanceTimersByTime(4_000);
    expect(long.signal.aborted).toBe(true);
  });

  it("a deadline whose calls all ended is dropped without aborting", () => {
    const shared = acquireSharedDeadline(1_000);
    releaseSharedDeadline(shared);
    vi.advanceTimersByTime(5_000);
    expect(shared.signal.aborted).toBe(false);
  });

  it("is handed out only until the next tick", () => {
    const first = acquire(1_000);
    vi.advanceTimersByTime(100);
    const next = acquire(1_000);
    expect(next).not.toBe(first);
    expect(first.expiresAt).toBe(1_000_000 + 100 + 1_000);
    expect(next.expiresAt).toBeUndefined();
    expect(next.earliestExpiry()).toBe(Date.now() + 1_000);
  });
});
