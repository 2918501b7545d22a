// GGUF / GGML quantization enums and the helpers a GGUF-aware UI needs (quant label of a file, size order).
// Numeric codes are the file format's own, so values read from a GGUF header can be compared directly.

/** How a whole GGUF file is quantized (`general.file_type`). Codes 1000+ are the unsloth "XL" dynamic quants. */
export enum GGMLFileQuantizationType {
  F32 = 0,
  F16 = 1,
  Q4_0 = 2,
  Q4_1 = 3,
  Q4_1_SOME_F16 = 4,
  Q4_2 = 5,
  Q4_3 = 6,
  Q8_0 = 7,
  Q5_0 = 8,
  Q5_1 = 9,
  Q2_K = 10,
  Q3_K_S = 11,
  Q3_K_M = 12,
  Q3_K_L = 13,
  Q4_K_S = 14,
  Q4_K_M = 15,
  Q5_K_S = 16,
  Q5_K_M = 17,
  Q6_K = 18,
  IQ2_XXS = 19,
  IQ2_XS = 20,
  Q2_K_S = 21,
  IQ3_XS = 22,
  IQ3_XXS = 23,
  IQ1_S = 24,
  IQ4_NL = 25,
  IQ3_S = 26,
  IQ3_M = 27,
  IQ2_S = 28,
  IQ2_M = 29,
  IQ4_XS = 30,
  IQ1_M = 31,
  BF16 = 32,
  Q4_0_4_4 = 33,
  Q4_0_4_8 = 34,
  Q4_0_8_8 = 35,
  TQ1_0 = 36,
  TQ2_0 = 37,
  MXFP4_MOE = 38,
  NVFP4 = 39,
  Q1_0 = 40,
  Q2_0 = 41,
  Q2_K_XL = 1000,
  Q3_K_XL = 1001,
  Q4_K_XL = 1002,
  Q5_K_XL = 1003,
  Q6_K_XL = 1004,
  Q8_K_XL = 1005,
}

/** The data type of one tensor inside a GGUF file. Gaps (4, 5, 31–33, 36–38) are codes the format retired. */
export enum GGMLQuantizationType {
  F32 = 0,
  F16 = 1,
  Q4_0 = 2,
  Q4_1 = 3,
  Q5_0 = 6,
  Q5_1 = 7,
  Q8_0 = 8,
  Q8_1 = 9,
  Q2_K = 10,
  Q3_K = 11,
  Q4_K = 12,
  Q5_K = 13,
  Q6_K = 14,
  Q8_K = 15,
  IQ2_XXS = 16,
  IQ2_XS = 17,
  IQ3_XXS = 18,
  IQ1_S = 19,
  IQ4_NL = 20,
  IQ3_S = 21,
  IQ2_S = 22,
  IQ4_XS = 23,
  I8 = 24,
  I16 = 25,
  I32 = 26,
  I64 = 27,
  F64 = 28,
  IQ1_M = 29,
  BF16 = 30,
  TQ1_0 = 34,
  TQ2_0 = 35,
  MXFP4 = 39,
  NVFP4 = 40,
  Q1_0 = 41,
  Q2_0 = 42,
}

/** The type tag of one metadata value in a GGUF header. */
export enum GGUFValueType {
  UINT8 = 0,
  INT8 = 1,
  UINT16 = 2,
  INT16 = 3,
  UINT32 = 4,
  INT32 = 5,
  FLOAT32 = 6,
  BOOL = 7,
  STRING = 8,
  ARRAY = 9,
  UINT64 = 10,
  INT64 = 11,
  FLOAT64 = 12,
}

/** Tensor dtype names a safetensors header may declare (strings only: the format has no numeric codes). */
export const SAFETENSORS_DTYPES = [
  "F64",
  "F32",
  "F16",
  "F8_E4M3",
  "F8_E5M2",
  "E8M0",
  "F6_E3M2",
  "F6_E2M3",
  "F4",
  "FP4",
  "BF16",
  "I64",
  "I32",
  "I16",
  "I8",
  "U16",
  "U8",
  "UE8",
  "BOOL",
] as const;

export type SafetensorsDtype = (typeof SAFETENSORS_DTYPES)[number];

/** File quant types from largest (highest fidelity) to smallest, for picking a fallback download. */
export const GGUF_QUANT_ORDER: GGMLFileQuantizationType[] = [
  GGMLFileQuantizationType.F32,
  GGMLFileQuantizationType.BF16,
  GGMLFileQuantizationType.F16,
  GGMLFileQuantizationType.Q8_K_XL,
  GGMLFileQuantizationType.Q8_0,
  GGMLFileQuantizationType.Q6_K_XL,
  GGMLFileQuantizationType.Q6_K,
  GGMLFileQuantizationType.Q5_K_XL,
  GGMLFileQuantizationType.Q5_K_M,
  GGMLFileQuantizationType.Q5_K_S,
  GGMLFileQuantizationType.Q5_0,
  GGMLFileQuantizationType.Q5_1,
  GGMLFileQuantizationType.Q4_K_XL,
  GGMLFileQuantizationType.Q4_K_M,
  GGMLFileQuantizationType.Q4_K_S,
  GGMLFileQuantizationType.IQ4_NL,
  GGMLFileQuantizationType.IQ4_XS,
  GGMLFileQuantizationType.Q4_0_4_4,
  GGMLFileQuantizationType.Q4_0_4_8,
  GGMLFileQuantizationType.Q4_0_8_8,
  GGMLFileQuantizationType.Q4_1_SOME_F16,
  GGMLFileQuantizationType.Q4_0,
  GGMLFileQuantizationType.Q4_1,
  GGMLFileQuantizationType.Q4_2,
  GGMLFileQuantizationType.Q4_3,
  GGMLFileQuantizationType.MXFP4_MOE,
  GGMLFileQuantizationType.NVFP4,
  GGMLFileQuantizationType.Q3_K_XL,
  GGMLFileQuantizationType.Q3_K_L,
  GGMLFileQuantizationType.Q3_K_M,
  GGMLFileQuantizationType.Q3_K_S,
  GGMLFileQuantizationType.IQ3_M,
  GGMLFileQuantizationType.IQ3_S,
  GGMLFileQuantizationType.IQ3_XS,
  GGMLFileQuantizationType.IQ3_XXS,
  GGMLFileQuantizationType.Q2_K_XL,
  GGMLFileQuantizationType.Q2_K,
  GGMLFileQuantizationType.Q2_K_S,
  GGMLFileQuantizationType.IQ2_M,
  GGMLFileQuantizationType.IQ2_S,
  GGMLFileQuantizationType.IQ2_XS,
  GGMLFileQuantizationType.IQ2_XXS,
  GGMLFileQuantizationType.Q2_0,
  GGMLFileQuantizationType.IQ1_S,
  GGMLFileQuantizationType.IQ1_M,
  GGMLFileQuantizationType.TQ1_0,
  GGMLFileQuantizationType.TQ2_0,
  GGMLFileQuantizationType.Q1_0,
];

// A numeric enum also maps codes back to names; only the names are quant labels.
const FILE_QUANT_NAMES = Object.keys(GGMLFileQuantizationType).filter((key) => Number.isNaN(Number(key)));

// unsloth's "dynamic" uploads put this before the quant label: `…-UD-Q4_K_XL.gguf`.
const DYNAMIC_PREFIX = "UD-";

/**
 * Labels seen in file names that are not file type names, with the type they stand for. gpt-oss releases are
 * called `…-MXFP4.gguf` after the tensor type of their experts, while their header says MXFP4_MOE. The pattern
 * lists aliases last, so that `MXFP4_MOE` is read whole rather than as the alias with a size variation `MOE`.
 */
const FILE_NAME_QUANT_ALIASES: Readonly<Record<string, GGMLFileQuantizationType>> = {
  MXFP4: GGMLFileQuantizationType.MXFP4_MOE,
};

/**
 * Matches one quant label, e.g. `Q4_K_M` or `UD-Q4_K_XL`: `prefix` is the optional `UD-`, `quant` a file type
 * name or alias, `sizeVariation` an optional `_XYZ` suffix.
 */
export const GGUF_QUANT_RE = new RegExp(
  `(?<prefix>${DYNAMIC_PREFIX})?(?<quant>${[...FILE_QUANT_NAMES, ...Object.keys(FILE_NAME_QUANT_ALIASES)].join("|")})(_(?<sizeVariation>[A-Z]+))?`,
);

/** GGUF_QUANT_RE with the `g` flag, to find every label in a string. */
export const GGUF_QUANT_RE_GLOBAL = new RegExp(GGUF_QUANT_RE, "g");

/**
 * The quant label in a GGUF file name, e.g. `Q4_K_M` for `llama-3-8b-instruct.q4_k_m.gguf`, prefix included
 * (`UD-Q4_K_XL`: it is the tag `-hf org/model:TAG` style references select the file by).
 * Matching ignores case; when several labels appear the last one wins (it is the one nearest the extension).
 */
export function parseGGUFQuantLabel(fileName: string): string | undefined {
  return fileName.toUpperCase().match(GGUF_QUANT_RE_GLOBAL)?.at(-1);
}

/**
 * The file type a quant label (as parseGGUFQuantLabel gives it) names, aliases and the `UD-` prefix resolved:
 * `UD-Q4_K_XL` is Q4_K_XL and `MXFP4` is MXFP4_MOE. Undefined for anything else.
 */
export function ggufFileTypeOfLabel(label: string): GGMLFileQuantizationType | undefined {
  // The whole name is looked up, not the `quant` group: `Q2_K_S` matches as Q2_K with size variation S.
  const name = label.startsWith(DYNAMIC_PREFIX) ? label.slice(DYNAMIC_PREFIX.length) : label;
  const table: Readonly<Record<string, unknown>> = Object.hasOwn(FILE_NAME_QUANT_ALIASES, name)
    ? FILE_NAME_QUANT_ALIASES
    : GGMLFileQuantizationType;
  const type = Object.hasOwn(table, name) ? table[name] : undefined;
  return typeof type === "number" ? type : undefined;
}

/**
 * The available quant closest to `quant` that is not larger than it, or the smallest available one when every
 * available quant is larger. Returns undefined when none of `availableQuants` is a known quant.
 */
export function findNearestQuantType(
  quant: GGMLFileQuantizationType,
  availableQuants: GGMLFileQuantizationType[],
): GGMLFileQuantizationType | undefined {
  const rank = (type: GGMLFileQuantizationType) => GGUF_QUANT_ORDER.indexOf(type);
  // An unknown target is treated as the largest type, so the largest available quant is chosen.
  const targetRank = Math.max(rank(quant), 0);
  const ranked = availableQuants.filter((type) => rank(type) >= 0).sort((a, b) => rank(a) - rank(b));
  return ranked.find((type) => rank(type) >= targetRank) ?? ranked.at(-1);
}
