// The requests the emulator keeps for tests to inspect: the latest ones, within a count and a byte budget.
import type { RecordedRequest } from "./types";

export class RequestLog {
  /** Oldest first; handed out as `emulator.requests`, so it stays the same (live) array. */
  readonly requests: RecordedRequest[] = [];
  /** Bytes received for each kept request, by identity (tests may read or even edit the array). */
  private sizes = new WeakMap<RecordedRequest, number>();
  private total = 0;
  /** Length after our last change: a different length means a test edited the array. */
  private knownLength = 0;

  constructor(
    private readonly maxCount: number,
    private readonly maxBytes: number,
  ) {}

  /** Bytes received (request line, headers and body) for the requests kept. */
  get bytes(): number {
    return this.total;
  }

  /** Keeps `request` (of `size` bytes received) and drops the oldest until both budgets hold; the latest stays. */
  add(request: RecordedRequest, size: number): void {
    this.resyncIfEdited();
    this.requests.push(request);
    this.sizes.set(request, size);
    this.total += size;
    while (this.requests.length > this.maxCount || (this.total > this.maxBytes && this.requests.length > 1)) {
      const dropped = this.requests.shift() as RecordedRequest;
      this.total -= this.sizes.get(dropped) ?? 0;
    }
    this.knownLength = this.requests.length;
  }

  clear(): void {
    this.requests.length = 0;
    this.total = 0;
    this.knownLength = 0;
  }

  /** A test that removed entries itself (`requests.length = 0`) must not leave their bytes counted. */
  private resyncIfEdited(): void {
    if (this.requests.length === this.knownLength) return;
    this.total = this.requests.reduce((sum, request) => sum + (this.sizes.get(request) ?? 0), 0);
  }
}
