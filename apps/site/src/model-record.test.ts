import { describe, expect, it } from "vitest";
import {
  isModelId,
  MAX_RECORD_CHARS,
  modelHubPageUrl,
  modelRecordFrom,
  modelRecordUrl,
  parseModelRecord,
  typedModelId,
} from "./model-record";

describe("parseModelRecord", () => {
  it("keeps the whole record and defaults tags to an empty list", () => {
    expect(parseModelRecord('{"id": "org/name", "library_name": "transformers"}')).toEqual({
      id: "org/name",
      library_name: "transformers",
      tags: [],
    });
    expect(parseModelRecord('{"id": "gpt2", "tags": ["a"], "pipeline_tag": "text-generation"}')).toEqual({
      id: "gpt2",
      tags: ["a"],
      pipeline_tag: "text-generation",
    });
  });

  it.each([
    ["{", /^This is not valid JSON: /],
    ["[]", /^The record must be a JSON object\.$/],
    ["null", /^The record must be a JSON object\.$/],
    ['{"id": "a b"}', /"id" like "org\/name"/],
    ['{"id": 7}', /"id" like "org\/name"/],
    ['{"id": "../x"}', /"id" like "org\/name"/],
    ['{"id": "a/b", "tags": "x"}', /^"tags" must be a list of strings\.$/],
    ['{"id": "a/b", "tags": [1]}', /^"tags" must be a list of strings\.$/],
    ['{"id": "a/b", "pipeline_tag": 1}', /^"pipeline_tag" must be a string\.$/],
  ])("refuses %s with a message", (text, message) => {
    expect(parseModelRecord(text)).toMatch(message);
  });

  it("refuses records past the size cap before parsing them", () => {
    expect(parseModelRecord(" ".repeat(MAX_RECORD_CHARS + 1))).toMatch(/longer than/);
  });
});

describe("modelRecordFrom", () => {
  it("drops fields of the wrong shape and bounds the lists a page renders", () => {
    const record = modelRecordFrom({
      id: "org/m",
      tags: Array.from({ length: 500 }, (_, i) => `tag-${i}-${"x".repeat(300)}`),
      library_name: 3,
      gated: "yes",
      config: "not an object",
      safetensors: { parameters: { BF16: "many" }, total: 1 },
      gguf: { total: 10, architecture: "llama" },
      siblings: [{ rfilename: "a.gguf" }, { rfilename: 5 }, null],
      inferenceProviderMapping: Array.from({ length: 1000 }, () => ({ provider: "groq", providerId: "x" })),
      extra: "kept",
    });
    if (typeof record === "string") throw new Error(record);
    expect(record.tags).toHaveLength(100);
    expect(record.tags[0]?.length).toBe(200);
    expect(record).not.toHaveProperty("library_name");
    expect(record).not.toHaveProperty("gated");
    expect(record).not.toHaveProperty("config");
    expect(record).not.toHaveProperty("safetensors");
    expect(record.gguf).toEqual({ total: 10, architecture: "llama" });
    expect(record.siblings).toEqual([{ rfilename: "a.gguf" }]);
    expect((record as unknown as { inferenceProviderMapping: unknown[] }).inferenceProviderMapping).toHaveLength(100);
    expect(record).toHaveProperty("extra", "kept");
  });
});

describe("model ids and URLs", () => {
  it("accepts Hub repository names only", () => {
    for (const id of ["gpt2", "Qwen/Qwen2.5-7B-Instruct", "a_b/c.d-e"]) expect(isModelId(id), id).toBe(true);
    for (const id of ["", "a/b/c", "a b", "../x", "a/..", "x?y", "a/b#c", "%2e%2e", "x".repeat(97)])
      expect(isModelId(id), id).toBe(false);
  });

  it("reads the model id of what a visitor types or pastes: an id or a model page's address", () => {
    const cases: Array<[string, string | undefined]> = [
      [" Qwen/Qwen2.5-7B-Instruct ", "Qwen/Qwen2.5-7B-Instruct"],
      ["gpt2/", "gpt2"],
      ["https://huggingface.co/Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-7B-Instruct"],
      ["https://huggingface.co/org/name/tree/main/sub?x=1#y", "org/name"],
      ["http://127.0.0.1:8787/org/name/", "org/name"],
      ["hf.co/org/name", "org/name"],
      ["https://huggingface.co/gpt2/blob/main/config.json", "gpt2"],
      ["https://huggingface.co/datasets/org/name", undefined],
      ["https://huggingface.co/", undefined],
      ["https://huggingface.co/org/..", undefined],
      ["org/name/extra", undefined],
      ["not an id", undefined],
    ];
    for (const [text, id] of cases) expect(typedModelId(text), text).toBe(id);
  });

  it("asks the Hub for every field a model page needs", () => {
    const url = new URL(modelRecordUrl("http://127.0.0.1:9/huggingface.co", "org/m"));
    expect(url.pathname).toBe("/huggingface.co/api/models/org/m");
    expect(url.searchParams.getAll("expand[]")).toEqual(
      expect.arrayContaining(["pipeline_tag", "config", "gguf", "safetensors", "inferenceProviderMapping"]),
    );
  });

  it("links a model's page on the public Hub or on a configured one, under its path", () => {
    expect(modelHubPageUrl("https://huggingface.co", "Qwen/Qwen2.5-7B-Instruct")).toBe(
      "https://huggingface.co/Qwen/Qwen2.5-7B-Instruct",
    );
    expect(modelHubPageUrl("http://127.0.0.1:9/huggingface.co", "gpt2")).toBe("http://127.0.0.1:9/huggingface.co/gpt2");
  });
});
