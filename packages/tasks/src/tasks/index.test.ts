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

  it("gives the former placeholder pages real content", () => {
    for (const id of ["video-to-video", "audio-text-to-text"] as const) {
      const data = TASKS_DATA[id];
      expect(data?.isPlaceholder ?? false, id).toBe(false);
      expect(data?.models.length, id).toBeGreaterThan(0);
      expect(data?.demo.outputs.length, id).toBeGreaterThan(0);
    }
  });
});
