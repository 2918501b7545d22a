// The verdict a user wants: will this model run in this much memory?
import type { MemoryEstimate } from "./memory-estimate";
import type { HardwareSpec } from "./spec";
import { plausibleNumber } from "./untrusted-number";

const GiB = 2 ** 30;

// Past 85 % of memory a run is "tight": the display, the OS and other programs need the rest, and on Apple Silicon
// macOS lets the GPU use only part of unified memory by default (about two thirds to three quarters).
const COMFORTABLE_SHARE = 0.85;

export type FitVerdict = "fits" | "tight" | "does-not-fit" | "unknown";

export interface MemoryFit {
  verdict: FitVerdict;
  /** Bytes the estimate needs and bytes available; undefined when either is unknown. */
  requiredBytes?: number;
  availableBytes?: number;
  /** One sentence saying why, for display. */
  reason: string;
}

/**
 * Compares an estimate with a memory size in GB (as hardware is sold: GPU and unified memory sizes are binary
 * gigabytes, so 24 means 24 × 2^30 bytes) or with a hardware entry of `SKUS` (its largest memory option).
 */
export function fitsIn(estimate: MemoryEstimate, memory: number | HardwareSpec): MemoryFit {
  const gigabytes = typeof memory === "number" ? memory : Math.max(...(memory?.memory ?? []).filter(Number.isFinite));
  const available = plausibleNumber(gigabytes, Number.MIN_VALUE, 1e9, false);
  if (available === undefined)
    return {
      verdict: "unknown",
      reason: "no usable memory size: pass a positive number of GB or a part that lists one",
    };
  const availableBytes = available * GiB;
  if (estimate.kind === "unknown") return { verdict: "unknown", availableBytes, reason: estimate.reason };
  const requiredBytes = estimate.totalBytes;
  const need = `${(requiredBytes / GiB).toFixed(1)} GiB of ${available} GiB`;
  const caveat = estimate.kvCache ? "" : " (weights and overhead only, without the KV cache)";
  if (requiredBytes > availableBytes)
    return { verdict: "does-not-fit", requiredBytes, availableBytes, reason: `needs ${need}${caveat}` };
  const verdict = requiredBytes > COMFORTABLE_SHARE * availableBytes ? "tight" : "fits";
  return { verdict, requiredBytes, availableBytes, reason: `uses ${need}${caveat}` };
}
