import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as tasks from "./index";
import { packagePath } from "./test-support/reference";

// The runtime names a @huggingface/tasks 0.19 user relies on, so switching is a change of import.
const DROP_IN_VALUES = [
  "PIPELINE_DATA",
  "PIPELINE_TYPES",
  "PIPELINE_TYPES_SET",
  "MODALITIES",
  "MODALITY_LABELS",
  "SUBTASK_TYPES",
  "TASKS_DATA",
  "TASKS_MODEL_LIBRARIES",
  "MODEL_LIBRARIES_UI_ELEMENTS",
  "ALL_MODEL_LIBRARY_KEYS",
  "ALL_DISPLAY_MODEL_LIBRARY_KEYS",
  "LIBRARY_TASK_MAPPING",
  "getModelInputSnippet",
  "stringifyMessages",
  "stringifyGenerationConfig",
  "inferenceSnippetLanguages",
  "GGMLFileQuantizationType",
  "GGMLQuantizationType",
  "GGUF_QUANT_ORDER",
  "GGUF_QUANT_RE",
  "GGUF_QUANT_RE_GLOBAL",
  "parseGGUFQuantLabel",
  "findNearestQuantType",
];

describe("public entry", () => {
  it("exports every drop-in name", () => {
    expect(Object.keys(tasks)).toEqual(expect.arrayContaining(DROP_IN_VALUES));
  });

  it("joins the catalogue, sample inputs and enums into one working surface", () => {
    const model = { id: "org/model", tags: [], pipeline_tag: tasks.PIPELINE_TYPES[0] };
    expect(tasks.getModelInputSnippet(model)).toBe('"I like you. I love you"');
    expect(tasks.TASKS_DATA["text-classification"]?.label).toBe(tasks.PIPELINE_DATA["text-classification"].name);
    expect(tasks.parseGGUFQuantLabel("model-Q8_0.gguf")).toBe("Q8_0");
  });

  it("has no runtime dependencies", () => {
    const manifest = JSON.parse(readFileSync(packagePath("package.json"), "utf8")) as Record<string, unknown>;
    expect(manifest.dependencies ?? {}).toEqual({});
  });
});
