// The few numbers of a transformer that size its KV cache, read from GGUF header metadata or a transformers config.
import { field, MAX_HEAD_DIM, MAX_HEADS, MAX_LAYERS, plausibleNumber } from "./untrusted-number";

/** What the KV cache of one token is made of: per layer, one key and one value vector per KV head. */
export interface AttentionShape {
  /** Transformer blocks (`<arch>.block_count`, `num_hidden_layers`). */
  layers: number;
  /** Key/value heads per layer: fewer than the query heads under grouped-query attention. */
  kvHeads: number;
  /** Elements per head vector (the mean of the key and value lengths when they differ). */
  headDim: number;
}

const count = (value: unknown, max: number) => plausibleNumber(value, 1, max);

/** `value` when it is an attention shape of plausible whole counts and head size, else undefined. */
export function plausibleAttentionShape(value: unknown): AttentionShape | undefined {
  return shapeOf(field(value, "layers"), field(value, "kvHeads"), field(value, "headDim"));
}

function shapeOf(layers: unknown, kvHeads: unknown, headDim: unknown): AttentionShape | undefined {
  const shape = {
    layers: count(layers, MAX_LAYERS),
    kvHeads: count(kvHeads, MAX_HEADS),
    headDim: plausibleNumber(headDim, 1, MAX_HEAD_DIM, false),
  };
  const complete = shape.layers !== undefined && shape.kvHeads !== undefined && shape.headDim !== undefined;
  return complete ? (shape as AttentionShape) : undefined;
}

/** `total / parts` when both are plausible counts, for a head size derived from the model width. */
function quotient(total: unknown, parts: unknown): number | undefined {
  const width = count(total, MAX_HEADS * MAX_HEAD_DIM);
  const heads = count(parts, MAX_HEADS);
  return width !== undefined && heads !== undefined ? width / heads : undefined;
}

/**
 * The attention shape from a GGUF header's key/value metadata (`llama.block_count`, `llama.attention.head_count_kv`,
 * `llama.attention.key_length`…), for the architecture named by `general.architecture` or `architecture`.
 * A per-layer head count (an array, as some hybrid models store it) is not supported and gives undefined.
 */
export function attentionShapeFromGGUF(metadata: unknown, architecture?: unknown): AttentionShape | undefined {
  const arch = field(metadata, "general.architecture") ?? architecture;
  if (typeof arch !== "string" || arch === "") return undefined;
  const key = (name: string) => field(metadata, `${arch}.${name}`);
  const heads = key("attention.head_count");
  const keyLength = plausibleNumber(key("attention.key_length"), 1, MAX_HEAD_DIM);
  const valueLength = plausibleNumber(key("attention.value_length"), 1, MAX_HEAD_DIM);
  const headDim =
    keyLength !== undefined ? (keyLength + (valueLength ?? keyLength)) / 2 : quotient(key("embedding_length"), heads);
  // Without an explicit KV head count the model uses plain multi-head attention: one KV head per query head.
  return shapeOf(key("block_count"), key("attention.head_count_kv") ?? heads, headDim);
}

/** The attention shape from a transformers `config.json` (its text model's, for multimodal configs). */
export function attentionShapeFromConfig(config: unknown): AttentionShape | undefined {
  const text = field(config, "text_config") ?? config;
  const heads = field(text, "num_attention_heads");
  const headDim = field(text, "head_dim") ?? quotient(field(text, "hidden_size"), heads);
  return shapeOf(field(text, "num_hidden_layers"), field(text, "num_key_value_heads") ?? heads, headDim);
}
