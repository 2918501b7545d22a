import { describe, expect, it } from "vitest";
import { parseModelRecord } from "./ModelIndex";

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
    ['{"id": "a/b", "tags": "x"}', /^"tags" must be a list of strings\.$/],
    ['{"id": "a/b", "tags": [1]}', /^"tags" must be a list of strings\.$/],
    ['{"id": "a/b", "pipeline_tag": 1}', /^"pipeline_tag" must be a string\.$/],
  ])("refuses %s with a message", (text, message) => {
    expect(parseModelRecord(text)).toMatch(message);
  });
});
