// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_STATE } from "../test-support/playground-state";
import { type Draft, loadDraft, saveDraft } from "./draft-store";

const DRAFT: Draft = {
  state: SAMPLE_STATE,
  source: { template: "original", specialTokens: SAMPLE_STATE.specialTokens },
  origin: { kind: "starter", id: "chatml" },
  address: "/playground?model=org/name",
};

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("draft store", () => {
  it("keeps a draft for this tab and reads it back", () => {
    expect(loadDraft()).toBeNull();
    saveDraft(DRAFT);
    expect(loadDraft()).toEqual(DRAFT);
  });

  it("ignores a stored value that is not a draft", () => {
    for (const stored of [
      "{",
      "[]",
      JSON.stringify({ ...DRAFT, address: 1 }),
      JSON.stringify({ ...DRAFT, source: {} }),
    ]) {
      sessionStorage.setItem("inferkit.playground.draft", stored);
      expect(loadDraft()).toBeNull();
    }
  });

  it("carries on when storage refuses to save", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => saveDraft(DRAFT)).not.toThrow();
  });
});
