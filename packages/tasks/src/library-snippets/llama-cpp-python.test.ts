import { describe, expect, it } from "vitest";
import { snippets } from "./llama-cpp-python";
import { modelRecord } from "./shared/test-records";

describe("llama-cpp-python snippets", () => {
  it("loads the GGUF file placeholder from the repository, then completes a prompt", () => {
    const [load, call, ...rest] = snippets(modelRecord("org/m-GGUF", { pipeline_tag: "text-generation" }));
    expect(rest).toEqual([]);
    expect(load).toContain("from llama_cpp import Llama");
    expect(load).toContain('repo_id="org/m-GGUF",\n    filename="{{GGUF_FILE}}",');
    expect(call).toContain("max_tokens=512");
    expect(call).not.toContain("create_chat_completion");
  });

  it("sends the pipeline's chat sample messages for conversational models", () => {
    const [, text] = snippets(modelRecord("org/m", { pipeline_tag: "text-generation", tags: ["conversational"] }));
    expect(text).toContain("llm.create_chat_completion(");
    expect(text).toContain('"role": "user"');
    expect(text).not.toContain("\t");
    const [, image] = snippets(modelRecord("org/m", { pipeline_tag: "image-text-to-text", tags: ["conversational"] }));
    expect(image).toContain('"image_url"');
  });

  it("falls back to a single user message when the pipeline has no chat sample", () => {
    const [, call] = snippets(modelRecord("org/m", { tags: ["conversational"] }));
    expect(call).toContain('"content": "Give me three ideas for a rainy Sunday."');
  });
});
