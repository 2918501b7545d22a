import { describe, expect, it } from "vitest";
import {
  isPipelineType,
  MODALITIES,
  MODALITY_LABELS,
  PIPELINE_DATA,
  PIPELINE_TYPES,
  PIPELINE_TYPES_SET,
  type PipelineData,
  SUBTASK_TYPES,
} from "./pipelines";
import { PIPELINES_AFTER_REFERENCE, referenceEraIds } from "./test-support/newer-than-reference";
import { hasReference, readReference } from "./test-support/reference";

const entries = Object.entries(PIPELINE_DATA as Record<string, PipelineData>);

describe("pipeline catalogue invariants", () => {
  it("lists every pipeline once, in declaration order", () => {
    expect(PIPELINE_TYPES).toEqual(Object.keys(PIPELINE_DATA));
    expect(PIPELINE_TYPES_SET.size).toBe(PIPELINE_TYPES.length);
    expect(PIPELINE_TYPES.length).toBeGreaterThanOrEqual(55);
  });

  it("uses kebab-case ids and non-empty display names", () => {
    for (const [id, data] of entries) {
      expect(id, id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(data.name.trim(), id).not.toBe("");
    }
  });

  it("gives every pipeline a known modality, and every modality a label", () => {
    for (const [id, data] of entries) expect(MODALITIES, id).toContain(data.modality);
    expect(Object.keys(MODALITY_LABELS).sort()).toEqual([...MODALITIES].sort());
  });

  it("keeps subtasks well-formed and unique within a pipeline", () => {
    for (const [id, data] of entries) {
      const types = (data.subtasks ?? []).map((subtask) => subtask.type);
      expect(new Set(types).size, `duplicate subtask in ${id}`).toBe(types.length);
      for (const subtask of data.subtasks ?? []) {
        expect(subtask.type, id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(subtask.name.trim(), id).not.toBe("");
      }
    }
  });

  it("flattens every subtask into SUBTASK_TYPES", () => {
    const subtaskCount = entries.reduce((sum, [, data]) => sum + (data.subtasks?.length ?? 0), 0);
    expect(SUBTASK_TYPES).toHaveLength(subtaskCount);
    expect(SUBTASK_TYPES).toContain("named-entity-recognition");
  });

  it("recognises pipeline types and rejects anything else", () => {
    expect(isPipelineType("text-generation")).toBe(true);
    expect(isPipelineType("Text-Generation")).toBe(false);
    expect(isPipelineType("conversational")).toBe(false);
    expect(isPipelineType(undefined)).toBe(false);
    expect(isPipelineType(42)).toBe(false);
  });
});

interface ReferencePipelines {
  MODALITIES: string[];
  MODALITY_LABELS: Record<string, string>;
  PIPELINE_TYPES: string[];
  SUBTASK_TYPES: string[];
  pipelines: Array<{
    id: string;
    name: string;
    modality: string;
    subtasks: Array<{ type: string; name: string }>;
    hideInModels: boolean | null;
    hideInDatasets: boolean | null;
  }>;
}

const withReference = hasReference("pipeline coverage against pipelines.json");

describe.skipIf(!withReference)("pipeline catalogue against the reference", () => {
  const reference = withReference ? readReference<ReferencePipelines>("pipelines.json") : undefined;

  it("has exactly the reference pipeline ids, modalities and subtask ids, in order", () => {
    expect(referenceEraIds(PIPELINE_TYPES)).toEqual(reference?.PIPELINE_TYPES);
    for (const id of PIPELINES_AFTER_REFERENCE) expect(reference?.PIPELINE_TYPES, id).not.toContain(id);
    expect([...MODALITIES]).toEqual(reference?.MODALITIES);
    expect(MODALITY_LABELS).toEqual(reference?.MODALITY_LABELS);
    expect(SUBTASK_TYPES).toEqual(reference?.SUBTASK_TYPES);
  });

  it("matches every pipeline's name, modality, subtasks and flags", () => {
    for (const expected of reference?.pipelines ?? []) {
      const actual = (PIPELINE_DATA as Record<string, PipelineData>)[expected.id];
      expect(actual, `missing pipeline ${expected.id}`).toBeDefined();
      expect(
        {
          name: actual?.name,
          modality: actual?.modality,
          subtasks: actual?.subtasks ?? [],
          hideInModels: actual?.hideInModels ?? null,
          hideInDatasets: actual?.hideInDatasets ?? null,
        },
        expected.id,
      ).toEqual({
        name: expected.name,
        modality: expected.modality,
        subtasks: expected.subtasks,
        hideInModels: expected.hideInModels,
        hideInDatasets: expected.hideInDatasets,
      });
    }
  });
});
