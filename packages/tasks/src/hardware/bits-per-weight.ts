// How many bits one stored parameter takes, per GGUF file type and per safetensors dtype.
import { GGMLFileQuantizationType as Quant, type SafetensorsDtype } from "../gguf";

// Average over a whole file, embeddings and output layer included: bytes × 8 / parameters. For the classic and
// k-quant mixes these come from llama.cpp's published Llama-3-8B file sizes (e.g. Q4_K_M: 4.58 GiB for 8.03 B
// parameters → 4.90 bits); the mixes keep some tensors at a higher precision, so they exceed their block format's
// nominal rate (Q4_K alone is 4.5). The i-quants and ternary types use their nominal rates. File types the format
// retired (Q4_1_SOME_F16, Q4_2, Q4_3) and the mixes whose layout varies by model (MXFP4_MOE, the unsloth *_XL
// dynamic quants) are left out, so estimates for them say "unknown" instead of guessing.
const FILE_TYPE_BITS: ReadonlyMap<Quant, number> = new Map([
  [Quant.F32, 32],
  [Quant.F16, 16],
  [Quant.BF16, 16],
  [Quant.Q8_0, 8.51],
  [Quant.Q6_K, 6.57],
  [Quant.Q5_K_M, 5.7],
  [Quant.Q5_K_S, 5.57],
  [Quant.Q5_1, 6.04],
  [Quant.Q5_0, 5.57],
  [Quant.Q4_K_M, 4.9],
  [Quant.Q4_K_S, 4.67],
  [Quant.Q4_1, 5.11],
  [Quant.Q4_0, 4.64],
  // The 4_4/4_8/8_8 variants are Q4_0 blocks repacked for ARM and x86 kernels: same size.
  [Quant.Q4_0_4_4, 4.64],
  [Quant.Q4_0_4_8, 4.64],
  [Quant.Q4_0_8_8, 4.64],
  [Quant.IQ4_NL, 4.5],
  [Quant.IQ4_XS, 4.25],
  [Quant.Q3_K_L, 4.31],
  [Quant.Q3_K_M, 4.0],
  [Quant.Q3_K_S, 3.65],
  [Quant.IQ3_M, 3.66],
  [Quant.IQ3_S, 3.44],
  [Quant.IQ3_XS, 3.3],
  [Quant.IQ3_XXS, 3.06],
  [Quant.Q2_K, 3.17],
  [Quant.Q2_K_S, 3.17],
  [Quant.IQ2_M, 2.7],
  [Quant.IQ2_S, 2.5],
  [Quant.IQ2_XS, 2.31],
  [Quant.IQ2_XXS, 2.06],
  [Quant.TQ2_0, 2.06],
  [Quant.IQ1_M, 1.75],
  [Quant.TQ1_0, 1.69],
  [Quant.IQ1_S, 1.56],
]);

/** Average bits per parameter of a whole GGUF file of this type, or undefined when no reliable figure exists. */
export function ggufFileTypeBits(type: Quant): number | undefined {
  return FILE_TYPE_BITS.get(type);
}

// Bits per element of each safetensors dtype. Packed formats (FP4, F6_*) are counted per element; the hub counts
// U8-packed weights as bytes, which the U8 row then prices correctly.
const SAFETENSORS_BITS: Readonly<Record<SafetensorsDtype, number>> = {
  F64: 64,
  F32: 32,
  F16: 16,
  BF16: 16,
  F8_E4M3: 8,
  F8_E5M2: 8,
  E8M0: 8,
  F6_E3M2: 6,
  F6_E2M3: 6,
  F4: 4,
  FP4: 4,
  I64: 64,
  I32: 32,
  I16: 16,
  I8: 8,
  U16: 16,
  U8: 8,
  UE8: 8,
  BOOL: 8,
};

/** Bits per element of a safetensors dtype name, or undefined for a name the format does not define. */
export function safetensorsDtypeBits(dtype: string): number | undefined {
  return Object.hasOwn(SAFETENSORS_BITS, dtype) ? SAFETENSORS_BITS[dtype as SafetensorsDtype] : undefined;
}
