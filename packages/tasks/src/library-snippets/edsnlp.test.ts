import { describe, expect, it } from "vitest";
import { snippets } from "./edsnlp";
import { modelRecord } from "./shared/test-records";

describe("edsnlp snippets", () => {
  it("loads from the Hub, or installs the pipeline as a package named after the repo", () => {
    const [hub, packaged] = snippets(modelRecord("AP-HP/eds-pseudo-public"));
    expect(hub).toContain('edsnlp.load("AP-HP/eds-pseudo-public")');
    expect(packaged).toContain('pip install "git+https://huggingface.co/AP-HP/eds-pseudo-public"');
    expect(packaged).toContain("import eds_pseudo_public\n\nnlp = eds_pseudo_public.load()");
  });

  it("turns any repo name into a valid module name", () => {
    const [, packaged] = snippets(modelRecord("org/3d-model.v2"));
    expect(packaged).toContain("import _3d_model_v2\n");
  });

  it("never imports a Python keyword as a module", () => {
    const [, packaged] = snippets(modelRecord("org/None"));
    expect(packaged).not.toMatch(/^import None$/m);
    expect(packaged).toContain("import None_\n");
  });
});
