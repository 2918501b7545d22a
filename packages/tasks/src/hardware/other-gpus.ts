// Intel Arc GPUs and Qualcomm Snapdragon X integrated GPUs (which share system memory, so list none).
// What each figure means (and how rough it is) is documented on HardwareSpec in ./spec.
import type { HardwareSpec } from "./spec";

export const INTEL_GPU_SKUS = {
  "Arc A380": { tflops: 8.4, memory: [6], msrp: 139, power: 75, releaseYear: 2022 },
  "Arc A750": { tflops: 34.41, memory: [8], msrp: 250, power: 225, releaseYear: 2022 },
  "Arc A770": { tflops: 39.32, memory: [8, 16], msrp: 350, power: 225, releaseYear: 2022 },
  "Arc B570": { tflops: 23.04, memory: [10], msrp: 200, power: 150, releaseYear: 2025 },
  "Arc B580": { tflops: 27.34, memory: [12], msrp: 250, power: 190, releaseYear: 2024 },
  "Arc B50": { tflops: 21.3, memory: [16], msrp: 350, power: 70, releaseYear: 2025 },
  "Arc B60": { tflops: 24.58, memory: [24, 48], msrp: 1200, power: 200, releaseYear: 2025 },
  "Arc Pro B70": { tflops: 45.88, memory: [32], msrp: 949, power: 230, releaseYear: 2026 },
} satisfies Record<string, HardwareSpec>;

export const QUALCOMM_GPU_SKUS = {
  "Snapdragon X Elite X1E-00-1DE": { tflops: 4.6, msrp: 900, power: 80, releaseYear: 2024 },
  "Snapdragon X Elite X1E-84-100": { tflops: 4.6, msrp: 1700, power: 30, releaseYear: 2024 },
  "Snapdragon X Elite X1E-80-100": { tflops: 3.8, msrp: 1300, power: 23, releaseYear: 2024 },
  "Snapdragon X Elite X1E-78-100": { tflops: 3.8, msrp: 1200, power: 23, releaseYear: 2024 },
  "Snapdragon X Plus X1P-64-100": { tflops: 3.8, msrp: 1000, power: 23, releaseYear: 2024 },
} satisfies Record<string, HardwareSpec>;
