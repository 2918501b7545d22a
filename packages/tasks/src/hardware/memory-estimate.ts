// How much memory running a model takes: its weights, the KV cache for a context length, and runtime overhead.
import { GGMLFileQuantizationType, ggufFileTypeOfLabel, parseGGUFQuantLabel } from "../gguf";
import {
  type AttentionShape,
  attentionShapeFromConfig,
  attentionShapeFromGGUF,
  plausibleAttentionShape,
} from "./attention-shape";
import { ggufFileTypeBits, safetensorsDtypeBits } from "./bits-per-weight";
import { field, MAX_CONTEXT_TOKENS, MAX_PARAMETERS, plausibleNumber } from "./untrusted-number";

const GiB = 2 ** 30;

// Runtime overhead: a fixed 512 MiB for the GPU context (CUDA or Metal) and the compute buffers that hold one
// batch of activations (llama.cpp reserves a few hundred MiB for an 8B model at its default batch of 512), plus
// 5 % of weights and cache for allocator alignment and fragmentation. Deliberately small: it is a floor, not a
// promise; serving stacks that preallocate (vLLM takes 90 % of the GPU) are sized by their own settings.
const FIXED_OVERHEAD_BYTES = 0.5 * GiB;
const PROPORTIONAL_OVERHEAD = 0.05;

// Local runtimes start with a few thousand tokens of context unless told otherwise (llama.cpp and Ollama: 4096).
const DEFAULT_CONTEXT_TOKENS = 4096;

/** The parts of a model record the estimate reads; the hub's model API returns them, any may be missing. */
export interface ModelMemoryRecord {
  safetensors?: { parameters?: Record<string, number>; total?: number };
  gguf?: { total?: number; architecture?: string; context_length?: number };
  config?: Record<string, unknown>;
}

export interface ModelMemoryOptions {
  /** Tokens the KV cache must hold. Default 4096, or the model's own context length when that is smaller. */
  contextLength?: number;
  /** For GGUF records: the file's quantization, as a file type or a label (`"Q4_K_M"`) or a file name. */
  quantization?: GGMLFileQuantizationType | string;
  /** GGUF header metadata (key → value), which carries the attention shape the hub's record lacks. */
  ggufMetadata?: Record<string, unknown>;
  /** The attention shape, when known from elsewhere; it wins over the record and metadata (if plausible). */
  attention?: AttentionShape;
  /** Bits per KV-cache element: 16 (F16, the default of every common runtime), 8 for a Q8_0 cache. */
  kvCacheBits?: number;
}

export interface KVCacheEstimate {
  bytes: number;
  tokens: number;
  attention: AttentionShape;
  bitsPerElement: number;
}

export interface KnownMemoryEstimate {
  kind: "estimate";
  /** Which part of the record sized the weights. */
  source: "gguf" | "safetensors";
  parameters: number;
  weightsBytes: number;
  /** Undefined when the record gives no attention shape: the estimate then covers weights and overhead only. */
  kvCache: KVCacheEstimate | undefined;
  overheadBytes: number;
  totalBytes: number;
  /** What the figures rest on, or leave out, in plain words. */
  notes: string[];
}

export interface UnknownMemoryEstimate {
  kind: "unknown";
  reason: string;
}

export type MemoryEstimate = KnownMemoryEstimate | UnknownMemoryEstimate;

const unknown = (reason: string): UnknownMemoryEstimate => ({ kind: "unknown", reason });

function fileTypeOf(quantization: unknown): GGMLFileQuantizationType | undefined {
  if (typeof quantization === "number") return GGMLFileQuantizationType[quantization] ? quantization : undefined;
  if (typeof quantization !== "string") return undefined;
  const label = parseGGUFQuantLabel(quantization);
  return label === undefined ? undefined : ggufFileTypeOfLabel(label);
}

type Weights = { source: "gguf" | "safetensors"; parameters: number; bytes: number } | UnknownMemoryEstimate;

function ggufWeights(gguf: unknown, quantization: unknown): Weights {
  const parameters = plausibleNumber(field(gguf, "total"), 1, MAX_PARAMETERS);
  if (parameters === undefined) return unknown("the GGUF record has no plausible parameter count (gguf.total)");
  const type = fileTypeOf(quantization);
  if (type === undefined)
    return unknown("a GGUF record needs the file's quantization (e.g. Q4_K_M) to size its weights");
  const bits = ggufFileTypeBits(type);
  if (bits === undefined) return unknown(`no reliable size per weight is known for ${GGMLFileQuantizationType[type]}`);
  return { source: "gguf", parameters, bytes: (parameters * bits) / 8 };
}

function safetensorsWeights(safetensors: unknown): Weights {
  const byDtype = field(safetensors, "parameters");
  const entries = byDtype !== null && typeof byDtype === "object" ? Object.entries(byDtype) : [];
  if (entries.length === 0) return unknown("the record lists no safetensors parameter counts");
  let parameters = 0;
  let bytes = 0;
  for (const [dtype, value] of entries) {
    const bits = safetensorsDtypeBits(dtype);
    const count = plausibleNumber(value, 0, MAX_PARAMETERS);
    if (bits === undefined) return unknown(`unknown safetensors dtype ${JSON.stringify(dtype.slice(0, 40))}`);
    if (count === undefined) return unknown(`the ${dtype} parameter count is not a plausible number`);
    parameters += count;
    bytes += (count * bits) / 8;
  }
  if (parameters === 0 || parameters > MAX_PARAMETERS) return unknown("the safetensors parameter total is implausible");
  return { source: "safetensors", parameters, bytes };
}

function weightsOf(model: unknown, options: ModelMemoryOptions): Weights {
  const gguf = field(model, "gguf");
  const safetensors = field(model, "safetensors");
  // A repository may hold both; the GGUF figure only applies when the caller says which quantized file runs.
  if (gguf !== undefined && (options.quantization !== undefined || safetensors === undefined))
    return ggufWeights(gguf, options.quantization);
  if (safetensors !== undefined) return safetensorsWeights(safetensors);
  return unknown("the record has neither safetensors nor GGUF parameter counts");
}

/** Bytes of the KV cache: per token, every layer keeps a key and a value vector for each KV head. */
export function kvCacheBytes(attention: AttentionShape, tokens: number, bitsPerElement = 16): number {
  return attention.layers * 2 * attention.kvHeads * attention.headDim * (bitsPerElement / 8) * tokens;
}

/**
 * Estimates the memory needed to run `model` for inference: weights (parameter counts × bits of their dtype or
 * GGUF quantization), the KV cache for `options.contextLength` tokens (when the attention shape is known) and a
 * small runtime overhead. The record is treated as untrusted whatever its type says: never throws, and a record
 * it cannot size (missing, non-numeric, negative or absurd figures) gives `{ kind: "unknown", reason }`.
 */
export function estimateModelMemory(model: ModelMemoryRecord, options: ModelMemoryOptions = {}): MemoryEstimate {
  const weights = weightsOf(model, options);
  if ("kind" in weights) return weights;
  const notes: string[] = [];
  const kvBits = options.kvCacheBits === undefined ? 16 : plausibleNumber(options.kvCacheBits, 1, 64, false);
  if (kvBits === undefined) return unknown("kvCacheBits must be a number of bits between 1 and 64");

  const modelContext = plausibleNumber(
    field(field(model, "gguf"), "context_length") ?? field(field(model, "config"), "max_position_embeddings"),
    1,
    MAX_CONTEXT_TOKENS,
  );
  let tokens = Math.min(DEFAULT_CONTEXT_TOKENS, modelContext ?? DEFAULT_CONTEXT_TOKENS);
  if (options.contextLength !== undefined) {
    const asked = plausibleNumber(options.contextLength, 0, MAX_CONTEXT_TOKENS);
    if (asked === undefined) return unknown("contextLength must be a whole number of tokens");
    tokens = Math.min(asked, modelContext ?? asked);
    if (tokens < asked) notes.push(`context capped at the model's ${modelContext} tokens`);
  }

  const attention =
    plausibleAttentionShape(options.attention) ??
    attentionShapeFromGGUF(options.ggufMetadata, field(field(model, "gguf"), "architecture")) ??
    attentionShapeFromConfig(field(model, "config"));
  const kvCache = attention && {
    bytes: kvCacheBytes(attention, tokens, kvBits),
    tokens,
    attention,
    bitsPerElement: kvBits,
  };
  if (!kvCache)
    notes.push("weights only: the record gives no attention shape, so the KV cache for the context is not included");

  const payload = weights.bytes + (kvCache?.bytes ?? 0);
  const overheadBytes = FIXED_OVERHEAD_BYTES + PROPORTIONAL_OVERHEAD * payload;
  return {
    kind: "estimate",
    source: weights.source,
    parameters: weights.parameters,
    weightsBytes: weights.bytes,
    kvCache,
    overheadBytes,
    totalBytes: payload + overheadBytes,
    notes,
  };
}
