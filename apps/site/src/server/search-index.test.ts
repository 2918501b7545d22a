import { ALL_MODEL_LIBRARY_KEYS } from "@inferkit/tasks";
import { describe, expect, it } from "vitest";
import { readSearchIndex, searchSite } from "../site-search";
import { EXAMPLE_MODELS } from "./example-models";
import { buildSearchIndex } from "./search-index";
import { TASK_PAGE_IDS } from "./task-index-props";

describe("buildSearchIndex", () => {
  const index = buildSearchIndex();
  const json = JSON.stringify(index);
  const results = readSearchIndex(JSON.parse(json));

  it("holds every task page, library and example model, and reads back whole", () => {
    expect(index.tasks.map(([id]) => id)).toEqual([...TASK_PAGE_IDS]);
    expect(index.libraries).toHaveLength(ALL_MODEL_LIBRARY_KEYS.length);
    expect(index.models.map(([id]) => id)).toEqual(EXAMPLE_MODELS.map((m) => m.id));
    expect(results).toHaveLength(TASK_PAGE_IDS.length + ALL_MODEL_LIBRARY_KEYS.length + EXAMPLE_MODELS.length);
  });

  it("describes every entry in one short line and stays a small download", () => {
    for (const result of results) {
      expect(result.description.length, result.href).toBeGreaterThan(0);
      expect(result.description.length, result.href).toBeLessThanOrEqual(111);
    }
    expect(json.length).toBeLessThan(60_000);
  });

  it("finds what a visitor types first", () => {
    expect(searchSite(results, "transformers")[0]?.href).toBe("/libraries/transformers");
    expect(searchSite(results, "text generation")[0]?.href).toBe("/tasks/text-generation");
    expect(searchSite(results, "llama")[0]?.href).toMatch(/^\/(models|libraries)\//);
    expect(searchSite(results, "image")[0]?.href).toBe("/tasks/image-classification");
  });
});
