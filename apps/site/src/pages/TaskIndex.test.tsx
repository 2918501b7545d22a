// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import TaskIndexPage, { filterTaskIndex, type TaskIndexProps, type TaskTile } from "./TaskIndex";

const tile = (id: string, label: string, summary = ""): TaskTile => ({ id, label, summary, models: 2, libraries: 1 });
const props: TaskIndexProps = {
  groups: [
    {
      modality: "audio",
      label: "Audio",
      tasks: [
        tile("audio-classification", "Audio Classification"),
        tile("automatic-speech-recognition", "Automatic Speech Recognition", "Turns speech into text."),
      ],
    },
    {
      modality: "nlp",
      label: "Natural Language Processing",
      tasks: [tile("translation", "Translation"), tile("text-to-speech", "Text-to-Speech")],
    },
  ],
  others: [
    { id: "graph-ml", label: "Graph Machine Learning", modalityLabel: "Other", libraries: 0 },
    { id: "text-ranking", label: "Text Ranking", modalityLabel: "Natural Language Processing", libraries: 3 },
  ],
};
const tileNames = () => [...document.querySelectorAll(".task-tile-name")].map((a) => a.textContent);

afterEach(cleanup);
beforeEach(() => window.history.replaceState(null, "", "/tasks"));

describe("filterTaskIndex", () => {
  it("keeps groups with a match, names before summaries, and filters the other pipeline types", () => {
    const { groups, others } = filterTaskIndex(props, "speech");
    expect(groups.map((g) => g.tasks.map((t) => t.id))).toEqual([["automatic-speech-recognition"], ["text-to-speech"]]);
    expect(filterTaskIndex(props, "text").groups.flatMap((g) => g.tasks.map((t) => t.id))).toEqual([
      "automatic-speech-recognition",
      "text-to-speech",
    ]);
    expect(others).toEqual([]);
    expect(filterTaskIndex(props, "graph").others.map((o) => o.id)).toEqual(["graph-ml"]);
  });
});

describe("TaskIndexPage", () => {
  it("links every tile to its task page, and other pipeline types to their libraries or to nothing", () => {
    render(<TaskIndexPage {...props} />);
    expect(screen.getByRole("link", { name: "Translation" }).getAttribute("href")).toBe("/tasks/translation");
    expect(screen.getByRole("link", { name: "Text Ranking" }).getAttribute("href")).toBe(
      "/libraries?task=text-ranking",
    );
    expect(screen.queryByRole("link", { name: "Graph Machine Learning" })).toBeNull();
    expect(screen.getByText("Graph Machine Learning")).toBeTruthy();
    expect(screen.getByText(/^4 machine-learning tasks/)).toBeTruthy();
    expect(screen.getAllByText("2 models · 1 library")).toHaveLength(4);
  });

  it("filters as the visitor types and keeps the query in the address", () => {
    render(<TaskIndexPage {...props} />);
    fireEvent.change(screen.getByLabelText("Filter tasks"), { target: { value: "speech" } });
    expect(tileNames()).toEqual(["Automatic Speech Recognition", "Text-to-Speech"]);
    expect(window.location.search).toBe("?q=speech");
    expect(screen.getByText("2 of 4 tasks")).toBeTruthy();
    const jumps = within(screen.getByRole("navigation", { name: "Modalities" })).getAllByRole("link");
    expect(jumps.map((a) => a.getAttribute("href"))).toEqual(["#modality-audio", "#modality-nlp"]);
    fireEvent.change(screen.getByLabelText("Filter tasks"), { target: { value: "zzz" } });
    expect(screen.getByText("No task matches “zzz”.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Filter tasks"), { target: { value: "" } });
    expect(window.location.search).toBe("");
    expect(tileNames()).toHaveLength(4);
  });

  it("restores the filter from the address on load and on Back", () => {
    window.history.replaceState(null, "", "/tasks?q=translation");
    render(<TaskIndexPage {...props} />);
    expect(tileNames()).toEqual(["Translation"]);
    expect((screen.getByLabelText("Filter tasks") as HTMLInputElement).value).toBe("translation");
    act(() => {
      window.history.replaceState(null, "", "/tasks?q=classification");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(tileNames()).toEqual(["Audio Classification"]);
  });
});
