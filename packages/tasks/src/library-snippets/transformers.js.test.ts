import { describe, expect, it } from "vitest";
import { modelRecord } from "./shared/test-records";
import { snippets } from "./transformers.js.ts";

describe("transformers.js snippets", () => {
  it("says 'Unknown pipeline tag' in a JavaScript comment without a pipeline tag", () => {
    expect(snippets(modelRecord("Xenova/x"))).toEqual(["// ⚠️ Unknown pipeline tag"]);
  });

  it("allocates a pipeline for the task and the model", () => {
    const [snippet] = snippets(modelRecord("Xenova/bert", { pipeline_tag: "fill-mask" }));
    expect(snippet).toContain("// npm i @huggingface/transformers");
    expect(snippet).toContain('import { pipeline } from "@huggingface/transformers";');
    expect(snippet).toContain('const pipe = await pipeline("fill-mask", "Xenova/bert");');
  });

  it("keeps quotes and line breaks of the id inside the string literal", () => {
    const id = 'a"b\nc';
    const [snippet] = snippets(modelRecord(id, { pipeline_tag: "fill-mask" }));
    const literal = /pipeline\("fill-mask", (.*)\);$/m.exec(snippet ?? "")?.[1];
    expect(JSON.parse(literal ?? "")).toBe(id);
  });
});
