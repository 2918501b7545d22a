import { describe, expect, it } from "vitest";
import { snippets } from "./diffusionkit";
import { modelRecord } from "./shared/test-records";

describe("diffusionkit snippets", () => {
  it("uses the Flux pipeline with 4 steps and no guidance for flux models", () => {
    const [pipeline, generation] = snippets(modelRecord("argmaxinc/mlx-FLUX.1-schnell", { tags: ["flux"] }));
    expect(pipeline).toContain('FluxPipeline(shift=1.0, model_version="argmaxinc/mlx-FLUX.1-schnell"');
    expect(generation).toContain("NUM_STEPS = 4\nCFG_WEIGHT = 0");
  });

  it("uses the Stable Diffusion 3 pipeline with 50 steps and weight 5 otherwise", () => {
    const [pipeline, generation] = snippets(modelRecord("argmaxinc/mlx-stable-diffusion-3-medium"));
    expect(pipeline).toContain("from diffusionkit.mlx import DiffusionPipeline");
    expect(pipeline).not.toContain("Flux");
    expect(generation).toContain("NUM_STEPS = 50\nCFG_WEIGHT = 5");
  });

  it("generates 512 by 512 images", () => {
    const [, generation] = snippets(modelRecord("m"));
    expect(generation).toContain("HEIGHT = 512\nWIDTH = 512");
  });
});
