import { describe, expect, it } from "vitest";
import { parsePython } from "../../../../scripts/test-utils/parse-code";
import { modelRecord } from "./shared/test-records";
import { snippets } from "./spacy";

describe("spacy snippets", () => {
  it("installs the wheel of the repository and loads the pipeline both ways", () => {
    const [snippet] = snippets(modelRecord("spacy/en_core_web_sm"));
    expect(snippet).toContain(
      "# pip install https://huggingface.co/spacy/en_core_web_sm/resolve/main/en_core_web_sm-any-py3-none-any.whl",
    );
    expect(snippet).toContain('nlp = spacy.load("en_core_web_sm")');
    expect(snippet).toContain("import en_core_web_sm\n\nnlp = en_core_web_sm.load()");
  });

  it("skips the module import when the name is not a Python identifier", () => {
    const [snippet] = snippets(modelRecord("org/en-core-web-trf"));
    expect(snippet).toContain('nlp = spacy.load("en-core-web-trf")');
    expect(snippet).not.toContain("import en-core");
  });

  it("skips the module import when the name is a Python keyword", async () => {
    const [snippet] = snippets(modelRecord("org/import"));
    expect(snippet).toContain('nlp = spacy.load("import")');
    expect(snippet).not.toContain("import import");
    expect(await parsePython(snippet ?? "")).toBeNull();
  });

  it("keeps a line break of the id inside the install comment", () => {
    const [snippet] = snippets(modelRecord("org/a\nimport os"));
    expect(snippet).not.toMatch(/^import os/m);
  });
});
