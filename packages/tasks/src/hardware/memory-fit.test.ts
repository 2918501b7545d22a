import { describe, expect, it } from "vitest";
import { estimateModelMemory } from "./memory-estimate";
import { fitsIn } from "./memory-fit";
import { SKUS } from "./skus";

const GiB = 2 ** 30;
const llama8b = { gguf: { total: 8_030_261_248, architecture: "llama", context_length: 131_072 } };
const attention = { layers: 32, kvHeads: 8, headDim: 128 };
// 6 828 761 592.32 bytes ≈ 6.36 GiB (worked out in memory-estimate.test.ts).
const q4At8k = estimateModelMemory(llama8b, { quantization: "Q4_K_M", attention, contextLength: 8192 });
const llama70b = {
  safetensors: { parameters: { BF16: 70_553_706_496 } },
  config: { num_hidden_layers: 80, num_attention_heads: 64, num_key_value_heads: 8, hidden_size: 8192 },
};
// 141 107 412 992 + 1 342 177 280 = 142 449 590 272; + 536 870 912 + 5 % of it = 150 108 940 697.6 bytes ≈ 139.8 GiB.
const bf16 = estimateModelMemory(llama70b);

describe("fitsIn", () => {
  it("an 8B Q4_K_M at 8k context fits an 8 GB RTX 4060, is tight in 7 GB, does not fit 6 GB", () => {
    // 6.36 / 8 = 79.5 % (under 85 %); 6.36 / 7 = 90.9 %; 6.36 > 6.
    expect(fitsIn(q4At8k, SKUS.GPU.NVIDIA["RTX 4060"] ?? 0)).toMatchObject({
      verdict: "fits",
      availableBytes: 8 * GiB,
    });
    expect(fitsIn(q4At8k, 7).verdict).toBe("tight");
    expect(fitsIn(q4At8k, 6)).toMatchObject({ verdict: "does-not-fit", reason: "needs 6.4 GiB of 6 GiB" });
  });

  it("a 70B in BF16 does not fit one H100 (80 GB) and fits a B200 (192 GB)", () => {
    expect(fitsIn(bf16, SKUS.GPU.NVIDIA.H100 ?? 0).verdict).toBe("does-not-fit");
    // 139.8 / 192 = 72.8 %.
    expect(fitsIn(bf16, SKUS.GPU.NVIDIA.B200 ?? 0)).toMatchObject({
      verdict: "fits",
      reason: "uses 139.8 GiB of 192 GiB",
    });
    // An M4 Max is judged on its largest option, 128 GB: 139.8 > 128.
    expect(fitsIn(bf16, SKUS["Apple Silicon"]["-"]["Apple M4 Max"]).verdict).toBe("does-not-fit");
  });

  it("says when the verdict leaves the KV cache out", () => {
    const weightsOnly = estimateModelMemory(llama8b, { quantization: "Q4_K_M" });
    expect(fitsIn(weightsOnly, 24).reason).toMatch(/without the KV cache/);
  });

  it("is unknown for an unknown estimate or an unusable memory size", () => {
    expect(fitsIn(estimateModelMemory({}), 24)).toMatchObject({ verdict: "unknown", availableBytes: 24 * GiB });
    for (const memory of [0, -8, Number.NaN, Number.POSITIVE_INFINITY, 1e300])
      expect(fitsIn(q4At8k, memory).verdict).toBe("unknown");
    // CPUs list no memory: the caller must say how much the machine has.
    expect(fitsIn(q4At8k, SKUS.CPU.Intel["Intel Core 13th Generation (i9)"]).verdict).toBe("unknown");
    expect(fitsIn(q4At8k, { tflops: 1, msrp: 1, power: 1, releaseYear: 2024, memory: [Number.NaN] }).verdict).toBe(
      "unknown",
    );
  });
});
