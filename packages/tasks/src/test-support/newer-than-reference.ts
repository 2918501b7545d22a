// Pipelines the hub added after the 0.19 reference sheets were taken; the reference tests leave them out
// and pipelines.peer.test.ts checks them against the installed peer instead.
export const PIPELINES_AFTER_REFERENCE: readonly string[] = ["image-text-to-image", "image-text-to-video"];

/** The ids the reference sheets know, in the order given. */
export function referenceEraIds(ids: readonly string[]): string[] {
  return ids.filter((id) => !PIPELINES_AFTER_REFERENCE.includes(id));
}

// Task pages the reference still calls placeholders, which we fill with content of our own; the reference
// tests check that the reference does call them placeholders, so this list goes when the sheets catch up.
export const PAGES_FILLED_AFTER_REFERENCE: readonly string[] = ["audio-text-to-text", "video-to-video"];

// Quant types llama.cpp added after the 0.19 enum sheet (the same names in both GGUF enums); the reference tests
// leave them out and gguf.peer.test.ts checks them against the installed peer instead.
export const QUANTS_AFTER_REFERENCE: readonly string[] = ["NVFP4", "Q1_0", "Q2_0"];
