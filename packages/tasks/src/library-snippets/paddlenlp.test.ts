import { describe, expect, it } from "vitest";
import { snippets } from "./paddlenlp";
import { modelRecord } from "./shared/test-records";

describe("paddlenlp snippets", () => {
  it("loads the first architecture of config.json from the hub", () => {
    const [snippet] = snippets(
      modelRecord("PaddlePaddle/ernie", { config: { architectures: ["ErnieForMaskedLM", "Other"] } }),
    );
    expect(snippet).toMatch(/^from paddlenlp\.transformers import AutoTokenizer, ErnieForMaskedLM\n/);
    expect(snippet).toContain('model = ErnieForMaskedLM.from_pretrained("PaddlePaddle/ernie", from_hf_hub=True)');
  });

  it("falls back to AutoModel with the 'Type of model unknown' notice", () => {
    for (const config of [undefined, { architectures: [] }, { architectures: ["not valid()"] }]) {
      const [snippet] = snippets(modelRecord("a/b", { config }));
      expect(snippet).toMatch(/^# ⚠️ Type of model unknown\n/);
      expect(snippet).toContain('model = AutoModel.from_pretrained("a/b", from_hf_hub=True)');
      expect(snippet).not.toContain("not valid");
    }
  });
});
