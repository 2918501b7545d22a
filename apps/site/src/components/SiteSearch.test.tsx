// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { SiteSearch } from "./SiteSearch";

const INDEX = {
  tasks: [
    ["text-to-speech", "Text-to-Speech", "Reads text aloud."],
    ["automatic-speech-recognition", "Automatic Speech Recognition", "Turns speech into text."],
  ],
  libraries: [["speechbrain", "speechbrain", "A speech toolkit."]],
  models: [],
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(INDEX), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const navigate = vi.fn();
  const view = render(
    <>
      <input aria-label="Other field" />
      <SiteSearch navigate={navigate} />
    </>,
  );
  return { navigate, view, box: screen.getByRole("combobox", { name: "Find on Inferkit" }) };
}
const optionNames = () => screen.queryAllByRole("option").map((o) => o.querySelector(".site-search-name")?.textContent);

describe("SiteSearch", () => {
  it("fetches the index once, on first focus", async () => {
    const user = userEvent.setup();
    const { box } = setup();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(box);
    await user.tab();
    await user.click(box);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/search-index.json");
  });

  it("lists ranked results with descriptions and moves through them with the arrows", async () => {
    const user = userEvent.setup();
    const { box, navigate } = setup();
    await user.type(box, "speech");
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    expect(optionNames()).toEqual(["Libraryspeechbrain", "TaskText-to-Speech", "TaskAutomatic Speech Recognition"]);
    expect(screen.getByText("Turns speech into text.")).toBeTruthy();
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBeNull();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const second = screen.getAllByRole("option")[1];
    expect(box.getAttribute("aria-activedescendant")).toBe(second?.id);
    expect(second?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(box.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[2]?.id);
    await user.keyboard("{Enter}");
    expect(navigate).toHaveBeenCalledWith("/tasks/automatic-speech-recognition");
  });

  it("opens the first result on Enter when none is chosen, and a Hub id as its model page", async () => {
    const user = userEvent.setup();
    const { box, navigate } = setup();
    await user.type(box, "speechbrain");
    await waitFor(() => expect(optionNames()).toHaveLength(1));
    await user.keyboard("{Enter}");
    expect(navigate).toHaveBeenLastCalledWith("/libraries/speechbrain");
    await user.clear(box);
    await user.type(box, "org/some-model");
    expect(optionNames()).toEqual(["ModelOpen org/some-model"]);
    await user.keyboard("{Enter}");
    expect(navigate).toHaveBeenLastCalledWith("/models/org/some-model");
  });

  it("closes on Escape and clears on a second Escape", async () => {
    const user = userEvent.setup();
    const { box } = setup();
    await user.type(box, "speech");
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    await user.keyboard("{Escape}");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect((box as HTMLInputElement).value).toBe("speech");
    await user.keyboard("{Escape}");
    expect((box as HTMLInputElement).value).toBe("");
  });

  it("focuses on / from the page, but not while typing in another field", async () => {
    const user = userEvent.setup();
    const { box } = setup();
    const other = screen.getByLabelText("Other field");
    await user.type(other, "a/b");
    expect((other as HTMLInputElement).value).toBe("a/b");
    expect(document.activeElement).toBe(other);
    act(() => other.blur());
    await user.keyboard("/");
    expect(document.activeElement).toBe(box);
    expect((box as HTMLInputElement).value).toBe("");
  });

  it("says when the index cannot be loaded, and has no axe violations while open", async () => {
    const user = userEvent.setup();
    const { box, view } = setup();
    await user.type(box, "speech");
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    await user.keyboard("{ArrowDown}");
    expect(await axeViolations(view.container)).toEqual([]);
    cleanup();
    fetchMock.mockImplementation(async () => new Response("nope", { status: 500 }));
    const again = setup();
    await user.type(again.box, "speech");
    await waitFor(() => expect(screen.getByText("The search index could not be loaded.")).toBeTruthy());
    expect(optionNames()).toEqual([]);
  });
});
