// The hardware catalogue as one tree: kind (GPU, CPU, Apple Silicon) → vendor → part name → figures.
import { AMD_GPU_SKUS } from "./amd";
import { APPLE_SILICON_SKUS } from "./apple";
import { AMD_CPU_SKUS, INTEL_CPU_SKUS } from "./cpus";
import { NVIDIA_SKUS } from "./nvidia";
import { INTEL_GPU_SKUS, QUALCOMM_GPU_SKUS } from "./other-gpus";

/** Memory amounts in GB to offer when the user picks "how much memory do I have" rather than a part. */
export const DEFAULT_MEMORY_OPTIONS: number[] = [
  8, 16, 24, 32, 40, 48, 64, 80, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048,
];

export const SKUS = {
  GPU: { NVIDIA: NVIDIA_SKUS, AMD: AMD_GPU_SKUS, INTEL: INTEL_GPU_SKUS, QUALCOMM: QUALCOMM_GPU_SKUS },
  CPU: { Intel: INTEL_CPU_SKUS, AMD: AMD_CPU_SKUS },
  // Apple sells one vendor of Apple Silicon; "-" keeps the kind → vendor → part depth of the other kinds.
  "Apple Silicon": { "-": APPLE_SILICON_SKUS },
};

/** A kind of hardware: `"GPU"`, `"CPU"` or `"Apple Silicon"`. */
export type SkuType = keyof typeof SKUS;
