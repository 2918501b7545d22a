// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { incompressibleText, SAMPLE_STATE } from "../test-support/playground-state";
import { ShareLink } from "./ShareLink";
import { openFragment } from "./share-link";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ShareLink", () => {
  it("copies a link that opens the same state, and hands its path to the page", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    const onShared = vi.fn();
    render(<ShareLink state={SAMPLE_STATE} onShared={onShared} />);
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^Link copied/));
    const link = new URL(writeText.mock.calls[0]?.[0] ?? "");
    expect(link.pathname).toBe("/playground");
    expect(onShared).toHaveBeenCalledWith(`/playground${link.hash}`);
    expect(await openFragment(link.hash)).toEqual({ ok: true, state: SAMPLE_STATE });
  });

  it("says why when the playground is too large for a link, and copies nothing", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    render(<ShareLink state={{ ...SAMPLE_STATE, template: incompressibleText(30_000) }} onShared={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/too large for a link/));
    expect(writeText).not.toHaveBeenCalled();
  });
});
