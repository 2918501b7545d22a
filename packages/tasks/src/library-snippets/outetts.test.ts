import { describe, expect, it } from "vitest";
import { snippets } from "./outetts";
import { modelRecord } from "./shared/test-records";

describe("outetts snippets", () => {
  it("runs the model with the HF backend", () => {
    const [snippet, ...rest] = snippets(modelRecord("OuteAI/Llama-OuteTTS-1.0-1B"));
    expect(rest).toEqual([]);
    expect(snippet).toContain('model_path="OuteAI/Llama-OuteTTS-1.0-1B"');
    expect(snippet).toContain("backend=outetts.Backend.HF");
    expect(snippet).toContain('output.save("output.wav")');
  });

  it("is empty for GGUF and ONNX mirrors", () => {
    expect(snippets(modelRecord("a/b", { tags: ["gguf"] }))).toEqual([]);
    expect(snippets(modelRecord("a/b", { tags: ["onnx", "text-to-speech"] }))).toEqual([]);
  });
});
