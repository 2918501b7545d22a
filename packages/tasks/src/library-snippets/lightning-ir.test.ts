import { describe, expect, it } from "vitest";
import { snippets } from "./lightning-ir";
import { modelRecord } from "./shared/test-records";

describe("lightning-ir snippets", () => {
  it("uses the module named by the bi-encoder or cross-encoder tag, bi-encoder first", () => {
    expect(snippets(modelRecord("a/b", { tags: ["bi-encoder"] }))[0]).toContain('model = BiEncoderModule("a/b")');
    expect(snippets(modelRecord("a/b", { tags: ["cross-encoder"] }))[0]).toContain('model = CrossEncoderModule("a/b")');
    const both = snippets(modelRecord("a/b", { tags: ["cross-encoder", "bi-encoder"] }))[0];
    expect(both).toContain("from lightning_ir import BiEncoderModule\n");
  });

  it("shows both modules when the type is unknown", () => {
    const [snippet] = snippets(modelRecord("a/b"));
    expect(snippet).toContain("from lightning_ir import BiEncoderModule, CrossEncoderModule");
    expect(snippet).toContain('# model = CrossEncoderModule("a/b")');
    expect(snippet).toContain("model.score(");
  });
});
