// The requests the emulator keeps for tests to inspect: the latest ones, within a count and a byte budget.

import type { RecordedRequest } from "../types";
import { OldestFirstBudget } from "./budget";

export class RequestLog {
  /** Oldest first; handed out as `emulator.requests`, so it stays the same (live) array. */
  readonly requests: RecordedRequest[] = [];
  private budget: OldestFirstBudget<RecordedRequest>;
  /** Bytes received for each request, to recount the budget after a test edited the array itself. */
  private sizes = new WeakMap<RecordedRequest, number>();
  /** Length after our last change: a different length means a test edited the array. */
  private knownLength = 0;

  constructor(
    private readonly maxCount: number,
    private readonly maxBytes: number,
  ) {
    this.budget = new OldestFirstBudget(maxCount, maxBytes);
  }

  /** Bytes received (request line, headers and body) for the requests kept. */
  get bytes(): number {
    return this.budget.bytes;
  }

  /** Keeps `request` (of `size` bytes received) and drops the oldest until both budgets hold; the latest stays. */
  add(request: RecordedRequest, size: number): void {
    if (this.requests.length !== this.knownLength) this.recount();
    this.sizes.set(request, size);
    this.requests.push(request);
    this.requests.splice(0, this.budget.admit(request, size).length);
    this.knownLength = this.requests.length;
  }

  clear(): void {
    this.requests.length = 0;
    this.budget.clear();
    this.knownLength = 0;
  }

  /** Rebuilds the budget from what the array holds now (`requests.length = 0` in a test, say). */
  private recount(): void {
    this.budget = new OldestFirstBudget(this.maxCount, this.maxBytes);
    for (const request of this.requests) this.budget.admit(request, this.sizes.get(request) ?? 0);
  }
}
