// What the emulator's stores share: keep entries within a count and a byte budget by dropping the oldest.

/** Entries in arrival order with their sizes; the newest always stays, even alone past the byte budget. */
export class OldestFirstBudget<K> {
  /** In arrival order, so the first entries are the oldest. */
  private sizes = new Map<K, number>();
  private total = 0;

  constructor(
    private readonly maxCount: number,
    private readonly maxBytes: number,
  ) {}

  /** Bytes of the entries kept. */
  get bytes(): number {
    return this.total;
  }

  /** Takes `key` of `size` bytes; answers the oldest keys it dropped to stay within budget, oldest first. */
  admit(key: K, size: number): K[] {
    this.sizes.set(key, size);
    this.total += size;
    const dropped: K[] = [];
    for (const [oldest, bytes] of this.sizes) {
      if (this.sizes.size <= this.maxCount && (this.total <= this.maxBytes || this.sizes.size === 1)) break;
      this.sizes.delete(oldest);
      this.total -= bytes;
      dropped.push(oldest);
    }
    return dropped;
  }

  clear(): void {
    this.sizes.clear();
    this.total = 0;
  }
}
