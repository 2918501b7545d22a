// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_STATE } from "../test-support/playground-state";
import { loadDraft, saveDraft } from "./draft-store";
import { shareFragment } from "./share-link";
import { STARTERS } from "./starters";
import { INITIAL_STATE, type Replacement, usePlayground } from "./use-playground";

const gemma = STARTERS.find((s) => s.id === "gemma2") as (typeof STARTERS)[number];
const toGemma: Replacement = {
  label: "the Gemma starter",
  source: { template: gemma.template, specialTokens: gemma.specialTokens },
  origin: { kind: "starter", id: "gemma2" },
  alsoSets: () => ({ messages: gemma.messages }),
  address: "/playground",
};
const modelTemplate = (template: string): Replacement => ({
  label: "org/model’s template",
  source: { template, specialTokens: SAMPLE_STATE.specialTokens },
  origin: { kind: "model" },
});

beforeEach(() => window.history.replaceState(null, "", "/playground"));
afterEach(() => sessionStorage.clear());

describe("usePlayground", () => {
  it("replaces an unedited template at once", () => {
    const { result } = renderHook(() => usePlayground());
    act(() => result.current.offer(toGemma));
    expect(result.current.pending).toBeNull();
    expect(result.current.state.template).toBe(gemma.template);
    expect(result.current.state.messages).toBe(gemma.messages);
    expect(result.current.origin).toEqual({ kind: "starter", id: "gemma2" });
  });

  it("asks before replacing edits, and keeps them when told to", () => {
    const { result } = renderHook(() => usePlayground());
    act(() => result.current.update({ template: "mine" }));
    act(() => result.current.offer(toGemma));
    expect(result.current.pending?.label).toBe("the Gemma starter");
    expect(result.current.state.template).toBe("mine");
    act(() => result.current.answer(false));
    expect(result.current.pending).toBeNull();
    expect(result.current.state.template).toBe("mine");
    act(() => result.current.offer(toGemma));
    act(() => result.current.answer(true));
    expect(result.current.state.template).toBe(gemma.template);
  });

  it("keeping edits over a model's template takes the model out of the address", () => {
    window.history.replaceState(null, "", "/playground?model=org/model");
    const { result } = renderHook(() => usePlayground());
    act(() => result.current.update({ template: "mine" }));
    act(() => result.current.offerModelTemplate(modelTemplate("theirs")));
    act(() => result.current.answer(false));
    expect(window.location.search).toBe("");
    expect(result.current.origin).toEqual({ kind: "own" });
  });

  it("saves edits for this tab, and a reload of the same address restores them without asking", async () => {
    window.history.replaceState(null, "", "/playground?model=org/model");
    const first = renderHook(() => usePlayground());
    act(() => first.result.current.offerModelTemplate(modelTemplate("theirs")));
    act(() => first.result.current.update({ template: "theirs, edited" }));
    expect(loadDraft()?.state.template).toBe("theirs, edited");
    first.unmount();

    const reloaded = renderHook(() => usePlayground());
    expect(reloaded.result.current.state.template).toBe("theirs, edited");
    // The loader fetches the model's template again after the reload: the edits stay, nothing to ask.
    act(() => reloaded.result.current.offerModelTemplate(modelTemplate("theirs")));
    expect(reloaded.result.current.pending).toBeNull();
    expect(reloaded.result.current.state.template).toBe("theirs, edited");
    // A later load of it is the visitor's choice, and asks.
    act(() => reloaded.result.current.offerModelTemplate(modelTemplate("theirs")));
    expect(reloaded.result.current.pending).not.toBeNull();
  });

  it("opens the state a share link carries; a damaged link says so", async () => {
    const shared = await shareFragment(SAMPLE_STATE);
    if (!shared.ok) throw new Error(shared.message);
    window.history.replaceState(null, "", `/playground${shared.fragment}`);
    const { result } = renderHook(() => usePlayground());
    await waitFor(() => expect(result.current.state).toEqual(SAMPLE_STATE));
    expect(result.current.origin).toEqual({ kind: "own" });

    sessionStorage.clear();
    window.history.replaceState(null, "", "/playground#s=broken");
    const damaged = renderHook(() => usePlayground());
    await waitFor(() => expect(damaged.result.current.linkError).toMatch(/could not be opened/));
    expect(damaged.result.current.state).toEqual(INITIAL_STATE);
  });

  it("asks before a link replaces edits kept from another address in this tab", async () => {
    saveDraft({
      state: { ...INITIAL_STATE, template: "mine" },
      source: INITIAL_STATE,
      origin: { kind: "own" },
      address: "/playground",
    });
    const shared = await shareFragment(SAMPLE_STATE);
    if (!shared.ok) throw new Error(shared.message);
    window.history.replaceState(null, "", `/playground${shared.fragment}`);
    const { result } = renderHook(() => usePlayground());
    await waitFor(() => expect(result.current.pending?.label).toBe("the shared link’s playground"));
    expect(result.current.state.template).toBe("mine");
    act(() => result.current.answer(true));
    expect(result.current.state).toEqual(SAMPLE_STATE);
  });
});
