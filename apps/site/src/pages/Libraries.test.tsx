// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import LibrariesPage, { filterLibraries, type LibraryRow } from "./Libraries";

const row = (id: string, more: Partial<LibraryRow> = {}): LibraryRow => ({
  id,
  label: id,
  repoName: id,
  repoUrl: `https://example.com/${id}`,
  docsUrl: null,
  filter: false,
  hasSnippets: false,
  tasks: [],
  fileTypes: [],
  modelTags: [],
  summary: "",
  siteModels: 0,
  ...more,
});

const asr = { id: "automatic-speech-recognition", label: "Automatic Speech Recognition", hasPage: true } as const;
const rows = [
  row("anemoi", { label: "AnemoI", fileTypes: ["ckpt"] }),
  row("nemo", { label: "NeMo", hasSnippets: true, tasks: [asr], fileTypes: ["nemo"] }),
  row("llama-cpp-python", { hasSnippets: true, modelTags: ["gguf"] }),
  row("transformers.js", { label: "Transformers.js", tasks: [asr], summary: "Runs models in JavaScript." }),
];
const ids = (list: LibraryRow[]) => list.map((r) => r.id);
const shownIds = () => screen.getAllByRole("rowheader").map((cell) => cell.querySelector("code")?.textContent);

afterEach(cleanup);
beforeEach(() => window.history.replaceState(null, "", "/libraries"));

describe("filterLibraries", () => {
  const none = { query: "", task: "", withSnippets: false };

  it("ranks by the query over names, tasks, file types and model tags", () => {
    expect(ids(filterLibraries(rows, { ...none, query: "nemo" }))).toEqual(["nemo", "anemoi"]);
    expect(ids(filterLibraries(rows, { ...none, query: "gguf" }))).toEqual(["llama-cpp-python"]);
    expect(ids(filterLibraries(rows, { ...none, query: "speech recognition" }))).toEqual(["nemo", "transformers.js"]);
    expect(ids(filterLibraries(rows, { ...none, query: "javascript" }))).toEqual(["transformers.js"]);
  });

  it("applies the task and snippet filters before ranking", () => {
    expect(ids(filterLibraries(rows, { ...none, task: asr.id }))).toEqual(["nemo", "transformers.js"]);
    expect(ids(filterLibraries(rows, { query: "", task: asr.id, withSnippets: true }))).toEqual(["nemo"]);
  });
});

describe("LibrariesPage", () => {
  it("links each row to its library page and says what a library without a task has", () => {
    render(<LibrariesPage libraries={rows} />);
    expect(screen.getByRole("link", { name: "Transformers.js" }).getAttribute("href")).toBe(
      "/libraries/transformers.js",
    );
    expect(screen.getByText("No pipeline task · files: .ckpt")).toBeTruthy();
    expect(screen.getByText("No pipeline task")).toBeTruthy();
    expect(screen.getAllByText("snippets")).toHaveLength(2);
  });

  it("restores filters from the address, writes changes back with replaceState, and follows popstate", () => {
    window.history.replaceState(null, "", "/libraries?q=nemo#top");
    const before = window.history.length;
    render(<LibrariesPage libraries={rows} />);
    expect(shownIds()).toEqual(["nemo", "anemoi"]);
    fireEvent.click(screen.getByLabelText("Only libraries with code snippets"));
    expect(window.location.search).toBe("?q=nemo&snippets=1");
    expect(window.location.hash).toBe("#top");
    expect(window.history.length).toBe(before);
    expect(shownIds()).toEqual(["nemo"]);
    act(() => {
      window.history.replaceState(null, "", "/libraries?task=automatic-speech-recognition");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(shownIds()).toEqual(["nemo", "transformers.js"]);
    expect((screen.getByLabelText("Task") as HTMLSelectElement).value).toBe(asr.id);
    expect(screen.getByText("2 of 4 libraries")).toBeTruthy();
  });
});
