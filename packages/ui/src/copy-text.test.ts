import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText } from "./copy-text";

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe("copyText", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setClipboard(undefined);
  });

  it("uses the Clipboard API when available", async () => {
    const writeText = vi.fn(async () => {});
    setClipboard(writeText);
    await copyText("pip install inferkit");
    expect(writeText).toHaveBeenCalledWith("pip install inferkit");
  });

  it("falls back to a selection copy when the Clipboard API is denied", async () => {
    setClipboard(async () => {
      throw new DOMException("denied", "NotAllowedError");
    });
    let copied = "";
    document.execCommand = vi.fn((command: string) => {
      copied = command === "copy" ? ((document.activeElement as HTMLTextAreaElement).value ?? "") : "";
      return true;
    });
    await copyText("fallback text");
    expect(copied).toBe("fallback text");
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("falls back when there is no Clipboard API at all", async () => {
    setClipboard(undefined);
    document.execCommand = vi.fn(() => true);
    await copyText("x");
    expect(document.execCommand).toHaveBeenCalledWith("copy");
  });

  it("rejects when neither way can copy", async () => {
    setClipboard(undefined);
    document.execCommand = vi.fn(() => false);
    await expect(copyText("x")).rejects.toThrow("refused to copy");
    expect(document.querySelector("textarea")).toBeNull();
  });
});
