// Shared measuring tools of the `bench/*.bench.ts` files: timing loops and ratio tables.
import { performance } from "node:perf_hooks";

export interface Measurement {
  name: string;
  /** Mean time of one call, in milliseconds. */
  meanMs: number;
  opsPerSecond: number;
  samples: number;
}

/** Calls `fn` repeatedly for about `timeMs` (after a warm-up) and returns its mean time per call. */
export async function measure(
  name: string,
  fn: () => unknown | Promise<unknown>,
  { timeMs = 1000, warmupMs = 200 } = {},
): Promise<Measurement> {
  const run = async (budget: number) => {
    let samples = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < budget || samples === 0) {
      await fn();
      samples++;
      elapsed = performance.now() - start;
    }
    return { samples, elapsed };
  };
  await run(warmupMs);
  (globalThis as { gc?: () => void }).gc?.();
  const { samples, elapsed } = await run(timeMs);
  const meanMs = elapsed / samples;
  return { name, meanMs, opsPerSecond: 1000 / meanMs, samples };
}

/** Prints `rows` with the time of each and how many times faster `ours` is than each peer. */
export function printRatios(title: string, ours: Measurement, peers: Measurement[], goal?: string): void {
  console.log(`\n${title}`);
  const width = Math.max(ours.name.length, ...peers.map((p) => p.name.length));
  for (const m of [ours, ...peers]) {
    const ratio = m === ours ? "" : `  ours is ${(m.meanMs / ours.meanMs).toFixed(2)}× faster`;
    console.log(`  ${m.name.padEnd(width)}  ${formatMs(m.meanMs).padStart(10)} per call${ratio}`);
  }
  if (goal) console.log(`  goal: ${goal}`);
}

export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 1) return `${ms.toFixed(2)} ms`;
  return `${(ms * 1000).toFixed(1)} µs`;
}
