// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const TOKEN = "hf_visitorSecret123";

/** A fresh module per test: the token is module state, as it is for one page load. */
async function freshModule() {
  vi.resetModules();
  return import("./visitor-token");
}

function storedValues(): string[] {
  return Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? "");
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("visitor token", () => {
  it("starts empty and keeps a token in memory only when not remembered", async () => {
    const { getVisitorToken, setVisitorToken, isVisitorTokenRemembered } = await freshModule();
    expect(getVisitorToken()).toBeUndefined();
    setVisitorToken(`  ${TOKEN}\n`, false);
    expect(getVisitorToken()).toBe(TOKEN);
    expect(isVisitorTokenRemembered()).toBe(false);
    expect(storedValues().some((value) => value.includes(TOKEN))).toBe(false);
    // A new page load (fresh module) has forgotten it.
    expect((await freshModule()).getVisitorToken()).toBeUndefined();
  });

  it("stores the token only on opt-in, reloads it, and forgetting removes it from storage", async () => {
    const first = await freshModule();
    first.setVisitorToken(TOKEN, true);
    expect(first.isVisitorTokenRemembered()).toBe(true);
    expect(storedValues()).toContain(TOKEN);

    const second = await freshModule();
    expect(second.getVisitorToken()).toBe(TOKEN);
    expect(second.isVisitorTokenRemembered()).toBe(true);
    second.setVisitorToken(undefined, true);
    expect(second.getVisitorToken()).toBeUndefined();
    expect(storedValues()).not.toContain(TOKEN);
  });

  it("unticking remember keeps the token for this tab but removes the stored copy", async () => {
    const { getVisitorToken, setVisitorToken, isVisitorTokenRemembered } = await freshModule();
    setVisitorToken(TOKEN, true);
    setVisitorToken(TOKEN, false);
    expect(getVisitorToken()).toBe(TOKEN);
    expect(isVisitorTokenRemembered()).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it("treats a blank token as none", async () => {
    const { getVisitorToken, setVisitorToken } = await freshModule();
    setVisitorToken("   ", true);
    expect(getVisitorToken()).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it("notifies subscribers of each change until they unsubscribe", async () => {
    const { setVisitorToken, subscribeVisitorToken } = await freshModule();
    const listener = vi.fn();
    const unsubscribe = subscribeVisitorToken(listener);
    setVisitorToken(TOKEN, false);
    setVisitorToken(undefined, false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setVisitorToken(TOKEN, false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("survives storage that throws: the token stays in memory, never remembered", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const { getVisitorToken, setVisitorToken, isVisitorTokenRemembered } = await freshModule();
    expect(getVisitorToken()).toBeUndefined();
    setVisitorToken(TOKEN, true);
    expect(getVisitorToken()).toBe(TOKEN);
    expect(isVisitorTokenRemembered()).toBe(false);
  });
});
