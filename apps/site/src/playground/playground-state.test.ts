import { describe, expect, it } from "vitest";
import { SAMPLE_STATE } from "../test-support/playground-state";
import { readPlaygroundState, readTemplateOrigin, readTemplateSource, sameSource } from "./playground-state";

describe("playground state", () => {
  it("reads back a well-formed state, and fills tokens a state leaves out with empty ones", () => {
    expect(readPlaygroundState(JSON.parse(JSON.stringify(SAMPLE_STATE)))).toEqual(SAMPLE_STATE);
    const withoutPad = { ...SAMPLE_STATE, specialTokens: { bos_token: "<s>", eos_token: "</s>" } };
    expect(readPlaygroundState(withoutPad)?.specialTokens.pad_token).toBe("");
  });

  it("refuses anything else, field by field", () => {
    for (const bad of [
      null,
      [],
      "text",
      { ...SAMPLE_STATE, template: 1 },
      { ...SAMPLE_STATE, messages: [] },
      { ...SAMPLE_STATE, tools: null },
      { ...SAMPLE_STATE, addGenerationPrompt: "yes" },
      { ...SAMPLE_STATE, showMarks: undefined },
      { ...SAMPLE_STATE, specialTokens: { bos_token: 5 } },
      { ...SAMPLE_STATE, specialTokens: "<s>" },
    ]) {
      expect(readPlaygroundState(bad)).toBeNull();
    }
    expect(readTemplateSource({ template: "x" })).toBeNull();
    expect(readTemplateOrigin({ kind: "starter", id: "chatml" })).toEqual({ kind: "starter", id: "chatml" });
    expect(readTemplateOrigin({ kind: "model" })).toEqual({ kind: "model" });
    for (const bad of [{ kind: "starter" }, { kind: "other" }, "own", null]) expect(readTemplateOrigin(bad)).toBeNull();
  });

  it("compares the parts a starter or a model replaces", () => {
    const edited = { ...SAMPLE_STATE, messages: "[]" };
    expect(sameSource(SAMPLE_STATE, edited)).toBe(true);
    expect(sameSource(SAMPLE_STATE, { ...SAMPLE_STATE, template: "x" })).toBe(false);
    expect(
      sameSource(SAMPLE_STATE, { ...SAMPLE_STATE, specialTokens: { ...SAMPLE_STATE.specialTokens, eos_token: "" } }),
    ).toBe(false);
  });
});
