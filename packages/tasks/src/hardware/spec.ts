// The shape of one hardware entry. Field names follow @huggingface/tasks so its users can switch imports.

/** One GPU, CPU family or system-on-chip, with rough figures for comparing machines. */
export interface HardwareSpec {
  /**
   * Peak dense throughput in teraFLOPS, as the vendor or common benchmark sites state it: half precision for
   * GPUs when published, single precision for CPUs. Good for ranking, not for predicting speed.
   */
  tflops: number;
  /** Memory sizes in GB that the part ships with (VRAM, or unified memory on SoCs); absent when the buyer chooses. */
  memory?: number[];
  /** Launch price in USD, for the largest memory option; a typical street price where there is no list price. */
  msrp: number;
  /** Highest sustained power draw in watts (the largest form factor for GPUs, the boost limit for CPUs). */
  power: number;
  /** The year the part first went on sale. */
  releaseYear: number;
  /** Other names the part goes by (a product built on it, a codename), for search. */
  aliases?: string[];
}

/** An NVIDIA GPU, with the CUDA compute capability kernels are built for (e.g. 8.9 for Ada Lovelace). */
export interface NvidiaHardwareSpec extends HardwareSpec {
  computeCapability: number;
}

/** An AMD GPU, with the LLVM target name of its instruction set (e.g. `gfx1100`), which ROCm builds select on. */
export interface AmdGpuHardwareSpec extends HardwareSpec {
  gfxVersion: string;
}
