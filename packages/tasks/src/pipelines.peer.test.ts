// The pipeline table against the installed @huggingface/tasks (its latest release): same ids in the same
// order, same names, modalities, subtasks and flags, and the same exported types.
import * as peer from "@huggingface/tasks";
import { describe, expect, expectTypeOf, it } from "vitest";
import { PIPELINE_DATA, PIPELINE_TYPES, type PipelineData, type PipelineType, type WidgetType } from "./pipelines";
import { TASKS_MODEL_LIBRARIES } from "./tasks/index";
import { PIPELINES_AFTER_REFERENCE } from "./test-support/newer-than-reference";

// The peer leaves out empty subtasks and false flags; compare what each entry says.
function factsOf(data: PipelineData) {
  return {
    name: data.name,
    modality: data.modality,
    subtasks: data.subtasks ?? [],
    hideInModels: data.hideInModels ?? false,
    hideInDatasets: data.hideInDatasets ?? false,
  };
}

const peerPipelines = peer.PIPELINE_DATA as Record<string, PipelineData>;

describe("pipeline table against the peer's latest release", () => {
  it("has the peer's pipeline ids in the peer's order", () => {
    expect(PIPELINE_TYPES).toEqual(peer.PIPELINE_TYPES);
    expect(PIPELINE_TYPES).toHaveLength(57);
  });

  it("has the peer's facts for every pipeline", () => {
    for (const [id, ours] of Object.entries(PIPELINE_DATA as Record<string, PipelineData>)) {
      const theirs = peerPipelines[id];
      expect(theirs && factsOf(theirs), id).toEqual(factsOf(ours));
    }
  });

  it("gives the pipelines newer than the reference the peer's libraries", () => {
    for (const id of PIPELINES_AFTER_REFERENCE) {
      expect(TASKS_MODEL_LIBRARIES[id as PipelineType], id).toEqual(
        peer.TASKS_MODEL_LIBRARIES[id as peer.PipelineType],
      );
    }
  });

  it("exports the peer's pipeline and widget types", () => {
    expectTypeOf<PipelineType>().toEqualTypeOf<peer.PipelineType>();
    expectTypeOf<WidgetType>().toEqualTypeOf<peer.WidgetType>();
  });
});
