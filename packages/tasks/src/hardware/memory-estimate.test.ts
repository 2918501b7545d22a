import type * as peer from "@huggingface/tasks";
import { describe, expect, expectTypeOf, it } from "vitest";
import { GGMLFileQuantizationType } from "../gguf";
import type { ModelData } from "../model-data";
import { estimateModelMemory, type KnownMemoryEstimate, kvCacheBytes, type ModelMemoryRecord } from "./memory-estimate";

const GiB = 2 ** 30;
const LLAMA_31_8B = { layers: 32, kvHeads: 8, headDim: 128 };

// Llama-3.1-8B-Instruct as the hub lists its GGUF repositories: 8 030 261 248 parameters, 128k context.
const llama8bGGUF: ModelMemoryRecord = {
  gguf: { total: 8_030_261_248, architecture: "llama", context_length: 131_072 },
};
// The header keys of that GGUF file that size the KV cache (head size = 4096 / 32 = 128).
const llama8bHeader = {
  "general.architecture": "llama",
  "llama.block_count": 32,
  "llama.attention.head_count": 32,
  "llama.attention.head_count_kv": 8,
  "llama.embedding_length": 4096,
};
// Llama-3.1-70B as the hub lists its safetensors repository, with its config.json fields.
const llama70b: ModelMemoryRecord = {
  safetensors: { parameters: { BF16: 70_553_706_496 }, total: 70_553_706_496 },
  config: { num_hidden_layers: 80, num_attention_heads: 64, num_key_value_heads: 8, hidden_size: 8192 },
};

function known(estimate: ReturnType<typeof estimateModelMemory>): KnownMemoryEstimate {
  if (estimate.kind !== "estimate") throw new Error(`expected an estimate, got: ${estimate.reason}`);
  return estimate;
}

describe("kvCacheBytes", () => {
  it("is 1 GiB for Llama-3.1-8B at 8k tokens in F16", () => {
    // 32 layers × 2 (key and value) × 8 KV heads × 128 dims × 2 bytes = 131 072 bytes per token;
    // × 8192 tokens = 1 073 741 824 bytes = 1 GiB exactly.
    expect(kvCacheBytes(LLAMA_31_8B, 8192)).toBe(GiB);
    // A Q8_0 cache (8 bits per element) halves it.
    expect(kvCacheBytes(LLAMA_31_8B, 8192, 8)).toBe(GiB / 2);
  });
});

describe("estimateModelMemory", () => {
  it("takes model records of this package and of @huggingface/tasks as they are", () => {
    expectTypeOf<ModelData>().toExtend<ModelMemoryRecord>();
    expectTypeOf<peer.ModelData>().toExtend<ModelMemoryRecord>();
  });

  it("sizes an 8B model in Q4_K_M at about 4.9 GB of weights, plus its KV cache from the GGUF header", () => {
    const estimate = known(
      estimateModelMemory(llama8bGGUF, { quantization: "Q4_K_M", ggufMetadata: llama8bHeader, contextLength: 8192 }),
    );
    // 8 030 261 248 parameters × 4.9 bits / 8 = 4 918 535 014.4 bytes ≈ 4.92 GB (the published file: 4.92 GB).
    expect(estimate.weightsBytes).toBeCloseTo(4_918_535_014.4, 0);
    expect(estimate.source).toBe("gguf");
    expect(estimate.kvCache).toEqual({ bytes: GiB, tokens: 8192, attention: LLAMA_31_8B, bitsPerElement: 16 });
    // Overhead: 512 MiB + 5 % × (4 918 535 014.4 + 1 073 741 824) = 536 870 912 + 299 613 841.92 = 836 484 753.92.
    expect(estimate.overheadBytes).toBeCloseTo(836_484_753.92, 0);
    // Total: 4 918 535 014.4 + 1 073 741 824 + 836 484 753.92 = 6 828 761 592.32 bytes ≈ 6.36 GiB.
    expect(estimate.totalBytes).toBeCloseTo(6_828_761_592.32, 0);
    expect(estimate.notes).toEqual([]);
  });

  it("takes the quantization as a file type or a file name too", () => {
    const byType = known(estimateModelMemory(llama8bGGUF, { quantization: GGMLFileQuantizationType.Q4_K_M }));
    const byName = known(estimateModelMemory(llama8bGGUF, { quantization: "Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf" }));
    expect(byType.weightsBytes).toBe(byName.weightsBytes);
    // F16: 8 030 261 248 × 2 bytes = 16 060 522 496 bytes.
    expect(known(estimateModelMemory(llama8bGGUF, { quantization: "F16" })).weightsBytes).toBe(16_060_522_496);
  });

  it("sizes a 70B model in BF16 at about 141 GB of weights, with its KV cache from config.json", () => {
    const estimate = known(estimateModelMemory(llama70b));
    // 70 553 706 496 parameters × 2 bytes = 141 107 412 992 bytes ≈ 141.1 GB.
    expect(estimate.weightsBytes).toBe(141_107_412_992);
    expect(estimate.source).toBe("safetensors");
    // Default context 4096 tokens: 80 layers × 2 × 8 heads × (8192 / 64 = 128) dims × 2 bytes = 327 680 bytes per
    // token; × 4096 = 1 342 177 280 bytes = 1.25 GiB.
    expect(estimate.kvCache?.bytes).toBe(1_342_177_280);
    expect(estimate.kvCache?.tokens).toBe(4096);
  });

  it("adds up mixed dtypes at their own widths", () => {
    const record = { safetensors: { parameters: { BF16: 1000, F32: 10, I8: 100, F4: 2 }, total: 1112 } };
    // 1000 × 2 + 10 × 4 + 100 × 1 + 2 × 0.5 = 2141 bytes.
    expect(known(estimateModelMemory(record)).weightsBytes).toBe(2141);
  });

  it("says when only weights can be sized, and leaves the KV cache out", () => {
    const estimate = known(estimateModelMemory(llama8bGGUF, { quantization: "Q8_0", contextLength: 8192 }));
    expect(estimate.kvCache).toBeUndefined();
    expect(estimate.notes.join(" ")).toMatch(/weights only/);
    // 8 030 261 248 × 8.51 / 8 = 8 542 190 402.56 bytes; overhead 536 870 912 + 5 % of it.
    expect(estimate.totalBytes).toBeCloseTo(8_542_190_402.56 * 1.05 + 536_870_912, 0);
  });

  it("caps the context at the model's own length (GGUF or config.json), and says so", () => {
    const shortConfig = { ...llama70b, config: { ...llama70b.config, max_position_embeddings: 1024 } };
    expect(known(estimateModelMemory(shortConfig, { contextLength: 8192 })).kvCache?.tokens).toBe(1024);
    const record = { gguf: { ...llama8bGGUF.gguf, context_length: 2048 } };
    const options = { quantization: "Q4_K_M", attention: LLAMA_31_8B, contextLength: 8192 };
    const estimate = known(estimateModelMemory(record, options));
    expect(estimate.kvCache?.tokens).toBe(2048);
    expect(estimate.notes).toEqual(["context capped at the model's 2048 tokens"]);
  });

  it("needs the quantization of a GGUF record, unless safetensors counts are there", () => {
    expect(estimateModelMemory(llama8bGGUF)).toMatchObject({
      kind: "unknown",
      reason: expect.stringMatching(/quantization/),
    });
    expect(known(estimateModelMemory({ ...llama70b, gguf: llama8bGGUF.gguf })).source).toBe("safetensors");
    for (const quantization of ["MXFP4_MOE", "model.gguf", 999, Number.NaN, GGMLFileQuantizationType.Q4_2])
      expect(estimateModelMemory(llama8bGGUF, { quantization }).kind).toBe("unknown");
  });

  it("reads prefixed and aliased labels as their file type", () => {
    const unsloth = known(estimateModelMemory(llama8bGGUF, { quantization: "Llama-3.1-8B-UD-Q4_K_M.gguf" }));
    expect(unsloth.weightsBytes).toBe(known(estimateModelMemory(llama8bGGUF, { quantization: "Q4_K_M" })).weightsBytes);
    expect(estimateModelMemory(llama8bGGUF, { quantization: "gpt-oss-20b-MXFP4.gguf" })).toMatchObject({
      reason: expect.stringContaining("MXFP4_MOE"),
    });
  });
});

describe("estimateModelMemory on untrusted records", () => {
  const hostile = (record: unknown) => record as ModelMemoryRecord;
  const tooBig = [Number.NaN, -8e9, Number.POSITIVE_INFINITY, 1e300, "8030261248", null, {}, [8e9], 8.5e9 + 0.5];

  it.each(tooBig.map((total) => [String(total), total]))("gguf.total = %s is unknown", (_, total) => {
    expect(estimateModelMemory(hostile({ gguf: { total } }), { quantization: "Q4_K_M" }).kind).toBe("unknown");
  });

  it.each(tooBig.map((count) => [String(count), count]))("a safetensors count of %s is unknown", (_, count) => {
    expect(estimateModelMemory(hostile({ safetensors: { parameters: { BF16: count } } })).kind).toBe("unknown");
  });

  it.each([
    ["nothing", undefined],
    ["null", null],
    ["a string", "meta-llama/Llama-3.1-8B"],
    ["an empty record", {}],
    ["an empty parameter table", { safetensors: { parameters: {}, total: 0 } }],
    ["a parameter table that is a string", { safetensors: { parameters: "BF16" } }],
    ["an unknown dtype", { safetensors: { parameters: { Q4: 8e9 } } }],
    ["a zero total", { safetensors: { parameters: { BF16: 0 } } }],
    ["a sum past any real model", { safetensors: { parameters: { BF16: 9e13, F32: 9e13 } } }],
  ])("%s gives a reason, not a figure", (_, record) => {
    const estimate = estimateModelMemory(hostile(record));
    expect(estimate.kind).toBe("unknown");
    expect(estimate.kind === "unknown" && estimate.reason.length).toBeGreaterThan(10);
  });

  it("ignores a nonsense attention shape (weights only) and rejects nonsense options", () => {
    const badHeader = { ...llama8bHeader, "llama.block_count": "32", "llama.attention.head_count_kv": -8 };
    const estimate = known(estimateModelMemory(llama8bGGUF, { quantization: "Q4_K_M", ggufMetadata: badHeader }));
    expect(estimate.kvCache).toBeUndefined();
    const badConfig = { ...llama70b, config: { num_hidden_layers: 1e9, num_attention_heads: 64, hidden_size: 8192 } };
    expect(known(estimateModelMemory(badConfig)).kvCache).toBeUndefined();
    for (const contextLength of [Number.NaN, -1, 1e12, 0.5])
      expect(estimateModelMemory(llama70b, { contextLength }).kind).toBe("unknown");
    expect(estimateModelMemory(llama70b, { kvCacheBits: 0 }).kind).toBe("unknown");
    const attention = { layers: Number.NaN, kvHeads: 8, headDim: 128 };
    // A nonsense shape given by the caller falls back to the record's config (80 layers: 1.25 GiB at 4096 tokens).
    expect(known(estimateModelMemory(llama70b, { attention })).kvCache?.bytes).toBe(1_342_177_280);
  });

  it("reads neither getters nor inherited fields, and survives a throwing Proxy", () => {
    let reads = 0;
    const getter = {
      get gguf() {
        reads++;
        return llama8bGGUF.gguf;
      },
    };
    expect(estimateModelMemory(hostile(getter), { quantization: "Q4_K_M" }).kind).toBe("unknown");
    expect(reads).toBe(0);
    expect(estimateModelMemory(hostile(Object.create(llama70b))).kind).toBe("unknown");
    const trap = new Proxy(
      {},
      {
        getOwnPropertyDescriptor: () => {
          throw new Error("trap");
        },
      },
    );
    expect(estimateModelMemory(hostile(trap)).kind).toBe("unknown");
  });
});
