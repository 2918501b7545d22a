import { describe, expect, it } from "vitest";
import type { TaskDataCustom, TaskDemoEntry } from "../tasks/types";
import { countSentences, demoEntryProblems, descriptorProblems } from "./descriptor-checks";

const present = (name: string) => name === "present.png" || name === "present.flac";

const sound: TaskDataCustom = {
  datasets: [{ id: "org/data", description: "A dataset." }],
  models: [{ id: "org/model", description: "A model." }],
  spaces: [],
  metrics: [{ id: "accuracy", description: "Share of right answers." }],
  widgetModels: ["org/model"],
  summary: "First sentence. Second one, e.g. with an abbreviation.",
  demo: {
    inputs: [{ type: "img", filename: "present.png" }],
    outputs: [{ type: "chart", data: [{ label: "cat", score: 0.9 }] }],
  },
};

describe("countSentences", () => {
  it.each([
    ["", 0],
    ["One.", 1],
    ["It is 5.2 metres tall. Really!", 2],
    ["Models such as BERT (e.g. RoBERTa) do this. They also do that. Why? Because.", 4],
  ])("counts %j as %i sentences", (text, count) => {
    expect(countSentences(text)).toBe(count);
  });
});

describe("demoEntryProblems", () => {
  it.each<[TaskDemoEntry, string]>([
    [{ type: "text", label: "", content: "x" }, "without a label"],
    [{ type: "img", filename: "absent.png" }, "missing"],
    [{ type: "audio", filename: "present.png" }, "unexpected extension"],
    [{ type: "chart", data: [] }, "without data"],
    [{ type: "chart", data: [{ label: "a", score: Number.NaN }] }, "label and a score"],
    [{ type: "tabular", table: [["a", "b"], ["1"]] }, "2 string cells"],
    [{ type: "text-with-tokens", text: "abc", tokens: [{ type: "X", start: 2, end: 5 }] }, "in-order span"],
    [{ type: "video", filename: "x" } as unknown as TaskDemoEntry, "unknown demo entry kind"],
  ])("reports %j", (entry, message) => {
    expect(demoEntryProblems(entry, present).join("; ")).toContain(message);
  });

  it("accepts well-formed entries", () => {
    const entries: TaskDemoEntry[] = [
      { type: "text", label: "Input", content: "Hello" },
      { type: "audio", filename: "present.flac" },
      {
        type: "tabular",
        table: [
          ["a", "b"],
          ["1", "2"],
        ],
      },
      { type: "text-with-tokens", text: "Ada Lovelace", tokens: [{ type: "PER", start: 0, end: 12 }] },
    ];
    expect(entries.flatMap((entry) => demoEntryProblems(entry, present))).toEqual([]);
  });
});

describe("descriptorProblems", () => {
  it("accepts a sound descriptor", () => {
    expect(descriptorProblems(sound, present)).toEqual([]);
  });

  it("reports duplicates, empty ids and a one-sentence summary", () => {
    const problems = descriptorProblems(
      { ...sound, models: [...sound.models, ...sound.models], widgetModels: [""], summary: "Only one." },
      present,
    );
    expect(problems).toEqual([
      "models lists org/model twice",
      "widgetModels has an empty id",
      "summary has 1 sentences, expected 2 to 4",
    ]);
  });

  it("requires a placeholder to be empty", () => {
    expect(descriptorProblems({ ...sound, isPlaceholder: true }, present)).toEqual([
      "placeholder has non-empty datasets, models, metrics, widgetModels",
      "placeholder has a summary",
      "placeholder has demo entries",
    ]);
  });
});
