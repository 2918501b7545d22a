import { describe, expect, it } from "vitest";
import { LIBRARY_TASK_MAPPING } from "./library-to-tasks";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "./model-libraries";
import { PIPELINE_TYPES_SET } from "./pipelines";
import { hasReference, readReference } from "./test-support/reference";

describe("library to tasks mapping", () => {
  it("maps registry libraries to known pipeline types, without repeats", () => {
    for (const [library, tasks] of Object.entries(LIBRARY_TASK_MAPPING)) {
      expect(Object.keys(MODEL_LIBRARIES_UI_ELEMENTS), library).toContain(library);
      expect(tasks?.length, library).toBeGreaterThan(0);
      expect(new Set(tasks).size, library).toBe(tasks?.length);
      for (const task of tasks ?? []) expect(PIPELINE_TYPES_SET.has(task), `${library}: ${task}`).toBe(true);
    }
  });
});

describe.skipIf(!hasReference("library task mapping coverage"))("library to tasks against the reference", () => {
  it("equals the reference mapping, in order", () => {
    const { mapping } = readReference<{ mapping: Record<string, string[]> }>("library-tasks.json");
    expect(Object.keys(LIBRARY_TASK_MAPPING)).toEqual(Object.keys(mapping));
    expect(LIBRARY_TASK_MAPPING).toEqual(mapping);
  });
});
