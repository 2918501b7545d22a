import { describe, expect, it } from "vitest";
import { MAX_RESULTS, readSearchIndex, type SearchResult, searchSite } from "./site-search";

const index = readSearchIndex({
  tasks: [
    ["automatic-speech-recognition", "Automatic Speech Recognition", "Turns speech into text."],
    ["text-to-speech", "Text-to-Speech", "Reads text aloud."],
    ["text-generation", "Text Generation", "Continues a text."],
  ],
  libraries: [
    ["speechbrain", "speechbrain", "A speech toolkit."],
    ["transformers", "Transformers", "Models for text, vision and audio."],
  ],
  models: [["openai/whisper-large-v3", "Automatic Speech Recognition · transformers"]],
});
const names = (results: SearchResult[]) => results.map((r) => r.name);

describe("readSearchIndex", () => {
  it("expands the tuples into results with their page paths", () => {
    expect(index).toHaveLength(6);
    expect(index[0]).toEqual({
      kind: "task",
      name: "Automatic Speech Recognition",
      href: "/tasks/automatic-speech-recognition",
      description: "Turns speech into text.",
    });
    expect(index.find((r) => r.kind === "library")?.href).toBe("/libraries/speechbrain");
    expect(index.find((r) => r.kind === "model")?.href).toBe("/models/openai/whisper-large-v3");
  });

  it("leaves out malformed entries and ids that are not paths, and bounds strings", () => {
    const read = readSearchIndex({
      tasks: [["../etc", "Bad", ""], ["ok", "Ok"], "x", ["fine", "Fine", "y".repeat(10_000)]],
      libraries: { not: "an array" },
      models: [
        ["a/b/c", "too deep"],
        [1, 2],
      ],
    });
    expect(read.map((r) => r.href)).toEqual(["/tasks/fine"]);
    expect(read[0]?.description.length).toBeLessThanOrEqual(400);
    expect(readSearchIndex(null)).toEqual([]);
    expect(readSearchIndex("[]")).toEqual([]);
  });
});

describe("searchSite", () => {
  it("ranks name matches by quality before description matches, tasks first among equals, in index order", () => {
    expect(names(searchSite(index, "speech"))).toEqual([
      "speechbrain",
      "Automatic Speech Recognition",
      "Text-to-Speech",
      "openai/whisper-large-v3",
    ]);
    expect(names(searchSite(index, "text"))).toEqual([
      "Text-to-Speech",
      "Text Generation",
      "Automatic Speech Recognition",
      "Transformers",
    ]);
  });

  it("offers any model id shaped like org/name, unless it is already a result", () => {
    const results = searchSite(index, " meta-llama/Llama-3.2-1B ");
    expect(results[0]).toEqual({
      kind: "model",
      name: "Open meta-llama/Llama-3.2-1B",
      href: "/models/meta-llama/Llama-3.2-1B",
      description: "Model on the Hub",
    });
    expect(names(searchSite(index, "openai/whisper-large-v3"))).toEqual(["openai/whisper-large-v3"]);
    expect(names(searchSite(index, "speech/../x"))).toEqual([]);
    // A pasted address of the model's page.
    expect(searchSite(index, "https://huggingface.co/meta-llama/Llama-3.2-1B/tree/main")[0]?.href).toBe(
      "/models/meta-llama/Llama-3.2-1B",
    );
    expect(names(searchSite(index, "https://huggingface.co/datasets/org/name"))).toEqual([]);
  });

  it("finds nothing for an empty query and shows at most MAX_RESULTS", () => {
    expect(searchSite(index, "   ")).toEqual([]);
    const many = readSearchIndex({ tasks: Array.from({ length: 30 }, (_, i) => [`t${i}`, `Task ${i}`, ""]) });
    expect(searchSite(many, "task")).toHaveLength(MAX_RESULTS);
  });
});
