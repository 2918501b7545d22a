import { describe, expect, it } from "vitest";
import { PIPELINE_DATA, PIPELINE_TYPES } from "../pipelines";
import { TASKS_DATA, TASKS_MODEL_LIBRARIES } from "./index";

describe("TASKS_DATA", () => {
  it("has a key for every pipeline type", () => {
    expect(Object.keys(TASKS_DATA).sort()).toEqual([...PIPELINE_TYPES].sort());
  });

  it("fills in id, label and libraries from the catalogue", () => {
    const asr = TASKS_DATA["automatic-speech-recognition"];
    expect(asr?.id).toBe("automatic-speech-recognition");
    expect(asr?.label).toBe(PIPELINE_DATA["automatic-speech-recognition"].name);
    expect(asr?.libraries).toEqual(TASKS_MODEL_LIBRARIES["automatic-speech-recognition"]);
  });

  it("leaves pipeline types without a task page undefined", () => {
    expect(TASKS_DATA["graph-ml"]).toBeUndefined();
    expect(TASKS_DATA.other).toBeUndefined();
    expect(TASKS_DATA["text-to-audio"]).toBeUndefined();
  });

  it("gives each descriptor its own libraries array", () => {
    const libraries = TASKS_DATA["fill-mask"]?.libraries;
    expect(libraries).not.toBe(TASKS_MODEL_LIBRARIES["fill-mask"]);
  });

  it("keeps placeholder tasks in the catalogue, flagged", () => {
    expect(TASKS_DATA["video-to-video"]?.isPlaceholder).toBe(true);
    expect(TASKS_DATA["text-generation"]?.isPlaceholder ?? false).toBe(false);
  });
});
