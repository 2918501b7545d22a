// Hardware catalogue and the memory-fit estimate built on it.
export type { AttentionShape } from "./attention-shape";
export { attentionShapeFromConfig, attentionShapeFromGGUF, plausibleAttentionShape } from "./attention-shape";
export { ggufFileTypeBits, safetensorsDtypeBits } from "./bits-per-weight";
export * from "./memory-estimate";
export * from "./memory-fit";
export { DEFAULT_MEMORY_OPTIONS, SKUS, type SkuType } from "./skus";
export type * from "./spec";
