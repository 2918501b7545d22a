import { describe, expect, it } from "vitest";
import type { ModelData } from "../model-data";
import { snippets as diffusersSnippets } from "./diffusers";
import { snippets } from "./pruna-ai";
import { modelRecord } from "./shared/test-records";
import { snippets as transformersSnippets } from "./transformers";

const chatInfo: Partial<ModelData> = {
  pipeline_tag: "text-generation",
  config: { tokenizer_config: { chat_template: "{{ messages }}" } },
  transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
};

describe("pruna-ai snippets", () => {
  it("loads any other model with PrunaModel", () => {
    expect(snippets(modelRecord("PrunaAI/x"))).toEqual([
      'from pruna import PrunaModel\n\nmodel = PrunaModel.from_pretrained("PrunaAI/x")',
    ]);
  });

  it("rewrites the diffusers snippets: pipeline classes load through PrunaModel", () => {
    const cases = [
      modelRecord("PrunaAI/flux", { tags: ["diffusers"] }),
      modelRecord("PrunaAI/cn", { tags: ["diffusers", "controlnet"], cardData: { base_model: "org/base" } }),
      modelRecord("PrunaAI/inpaint", { tags: ["diffusers", "StableDiffusionInpaintPipeline"] }),
      modelRecord("PrunaAI/fill", { tags: ["diffusers", "FluxFillPipeline"] }),
    ];
    for (const model of cases) {
      const [original] = diffusersSnippets(model);
      const [rewritten] = snippets(model);
      expect(original).toMatch(/Pipeline\w*\.from_pretrained/);
      expect(rewritten).not.toMatch(/Pipeline/);
      expect(rewritten).toContain("from pruna import PrunaModel");
      expect(rewritten).toContain("PrunaModel.from_pretrained(");
      // Everything but the imports and the pipeline classes is kept.
      const body = (snippet: string | undefined) => snippet?.split("\n").filter((line) => !line.startsWith("from "));
      expect(body(rewritten)).toEqual(body(original)?.map((line) => line.replace(/\w*Pipeline\w*\./, "PrunaModel.")));
    }
    const [controlnet] = snippets(cases[1] as ModelData);
    expect(controlnet).toContain("from diffusers import ControlNetModel\n");
  });

  it("rewrites the transformers snippets: pipeline and auto model become PrunaModel", () => {
    const model = modelRecord("PrunaAI/llm", { ...chatInfo, tags: ["transformers", "conversational"] });
    expect(transformersSnippets(model)).toHaveLength(2);
    const [pipeline, direct] = snippets(model);
    expect(pipeline).toContain('pipe = PrunaModel.from_pretrained("PrunaAI/llm")');
    expect(pipeline).not.toMatch(/from transformers import pipeline|pipeline\(/);
    expect(direct).toContain("from transformers import AutoTokenizer\nfrom pruna import PrunaModel");
    expect(direct).toContain('model = PrunaModel.from_pretrained("PrunaAI/llm")');
    expect(direct).not.toContain("AutoModelForCausalLM");
    expect(direct).toContain("max_new_tokens=40");
  });

  it("prefers diffusers when both library tags are present", () => {
    const [snippet] = snippets(modelRecord("PrunaAI/x", { ...chatInfo, tags: ["diffusers", "transformers"] }));
    expect(snippet).toContain("pipe = PrunaModel.from_pretrained(");
    expect(snippet).toContain("torch_dtype");
  });

  it("uses pruna_pro and PrunaProModel with the pruna_pro-ai tag", () => {
    const models = [
      modelRecord("PrunaAI/x", { tags: ["pruna_pro-ai"] }),
      modelRecord("PrunaAI/x", { tags: ["diffusers", "pruna_pro-ai"] }),
      modelRecord("PrunaAI/x", { ...chatInfo, tags: ["transformers", "pruna_pro-ai"] }),
    ];
    for (const model of models) {
      for (const snippet of snippets(model)) {
        expect(snippet).toContain("from pruna_pro import PrunaProModel");
        expect(snippet).toContain("PrunaProModel.from_pretrained(");
        expect(snippet).not.toMatch(/\bPrunaModel\b|from pruna import/);
      }
    }
  });
});
