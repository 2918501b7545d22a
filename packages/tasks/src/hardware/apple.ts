// Apple Silicon chips; memory is unified (shared by CPU and GPU), one option per configuration sold.
// What each figure means (and how rough it is) is documented on HardwareSpec in ./spec.
import type { HardwareSpec } from "./spec";

export const APPLE_SILICON_SKUS = {
  "Apple MacBook Neo": { tflops: 1.9, memory: [8], msrp: 700, power: 10, releaseYear: 2026 },
  "Apple M1": { tflops: 2.6, memory: [8, 16], msrp: 1250, power: 15, releaseYear: 2020 },
  "Apple M1 Pro": { tflops: 5.2, memory: [16, 24, 32], msrp: 2900, power: 30, releaseYear: 2021 },
  "Apple M1 Max": { tflops: 10.4, memory: [16, 24, 32, 64], msrp: 3900, power: 60, releaseYear: 2021 },
  "Apple M1 Ultra": { tflops: 21, memory: [16, 24, 32, 64, 96, 128], msrp: 6200, power: 120, releaseYear: 2022 },
  "Apple M2": { tflops: 3.6, memory: [8, 16, 24], msrp: 1500, power: 20, releaseYear: 2022 },
  "Apple M2 Pro": { tflops: 6.8, memory: [16, 24, 32], msrp: 2800, power: 35, releaseYear: 2023 },
  "Apple M2 Max": { tflops: 13.49, memory: [32, 64, 96], msrp: 4500, power: 80, releaseYear: 2023 },
  "Apple M2 Ultra": { tflops: 27.2, memory: [64, 96, 128, 192], msrp: 7000, power: 150, releaseYear: 2023 },
  "Apple M3": { tflops: 4.1, memory: [8, 16, 24], msrp: 1500, power: 22, releaseYear: 2023 },
  "Apple M3 Pro": { tflops: 7.4, memory: [18, 36], msrp: 2400, power: 40, releaseYear: 2023 },
  "Apple M3 Max": { tflops: 14.2, memory: [36, 48, 64, 96, 128], msrp: 5000, power: 90, releaseYear: 2023 },
  "Apple M3 Ultra": { tflops: 28.4, memory: [96, 256, 512], msrp: 9500, power: 180, releaseYear: 2025 },
  "Apple M4": { tflops: 4.6, memory: [16, 24, 32], msrp: 1600, power: 22, releaseYear: 2024 },
  "Apple M4 Pro": { tflops: 9.2, memory: [24, 48, 64], msrp: 2600, power: 45, releaseYear: 2024 },
  "Apple M4 Max": { tflops: 18.4, memory: [36, 48, 64, 128], msrp: 5000, power: 100, releaseYear: 2024 },
  "Apple M5": { tflops: 5.7, memory: [16, 24, 32], msrp: 2000, power: 25, releaseYear: 2025 },
  "Apple M5 Pro": { tflops: 11.4, memory: [24, 36, 48, 64], msrp: 2900, power: 50, releaseYear: 2026 },
  "Apple M5 Max": { tflops: 22.8, memory: [36, 48, 64, 128], msrp: 5000, power: 110, releaseYear: 2026 },
  "Apple M5 Ultra": { tflops: 45.6, memory: [96, 256], msrp: 10799, power: 220, releaseYear: 2026 },
} satisfies Record<string, HardwareSpec>;
