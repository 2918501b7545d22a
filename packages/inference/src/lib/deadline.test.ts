import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InferenceClientTimeoutError } from "../errors";
import { acquireSharedDeadline, type SharedDeadline } from "./deadline";

const held: SharedDeadline[] = [];

function acquire(timeoutMs: number): SharedDeadline {
  const shared = acquireSharedDeadline(timeoutMs);
  held.push(shared);
  return shared;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000, toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
});

afterEach(() => {
  for (const shared of held.splice(0)) shared.release();
  // Lets the open deadline close before the next test, and checks that nothing was left running.
  vi.advanceTimersByTime(100);
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
});

describe("shared deadlines", () => {
  it("never abort before the timeout, and abort within a tick after it", () => {
    const shared = acquire(1_000);
    vi.advanceTimersByTime(999);
    expect(shared.signal.aborted).toBe(false);
    vi.advanceTimersByTime(101);
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
    vi.advanceTimersByTime(101);
    expect([...signals].every((signal) => signal.aborted)).toBe(true);
  });

  it("calls with another timeout get another signal, each expiring at its own time", () => {
    const short = acquire(1_000);
    const long = acquire(5_000);
    expect(long).not.toBe(short);
    expect(acquire(5_000)).toBe(long);
    vi.advanceTimersByTime(1_100);
    expect([short.signal.aborted, long.signal.aborted]).toEqual([true, false]);
    vi.advanceTimersByTime(4_000);
    expect(long.signal.aborted).toBe(true);
  });

  it("is handed out only for a tick, and aborts a tick after that", () => {
    const start = performance.now();
    const first = acquire(1_000);
    expect(first.expiresAt).toBeUndefined();
    expect(first.earliestExpiry()).toBe(start + 1_000);
    vi.advanceTimersByTime(100);
    const next = acquire(1_000);
    expect(next).not.toBe(first);
    expect(first.expiresAt).toBe(start + 100 + 1_000);
    vi.advanceTimersByTime(100);
    expect(next.expiresAt).toBe(start + 100 + 100 + 1_000);
  });

  it("a deadline whose calls all ended is dropped without aborting once none can join it", () => {
    const ended = acquireSharedDeadline(1_000);
    ended.release();
    vi.advanceTimersByTime(100);
    // The next deadline closes the ended one: its timer is stopped, not left to abort.
    const running = acquire(1_000);
    vi.advanceTimersByTime(1_050);
    expect(ended.signal.aborted).toBe(false);
    expect(running.signal.aborted).toBe(false);
    // A deadline its last call leaves after a newer one opened is dropped at once.
    const left = acquireSharedDeadline(1_000);
    expect(left).not.toBe(running);
    vi.advanceTimersByTime(100);
    const newer = acquire(1_000);
    left.release();
    vi.advanceTimersByTime(5_000);
    expect(left.signal.aborted).toBe(false);
    expect([running.signal.aborted, newer.signal.aborted]).toEqual([true, true]);
  });

  it("a clock set back does not keep a deadline open: it closes on a timer", () => {
    const first = acquire(1_000);
    vi.setSystemTime(Date.now() - 3_600_000);
    vi.advanceTimersByTime(100);
    expect(acquire(1_000)).not.toBe(first);
  });
});
