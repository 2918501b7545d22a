// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { TASK_MEDIA_PATH } from "../site-config";
import { DemoEntry } from "./DemoEntry";

afterEach(cleanup);

describe("DemoEntry", () => {
  it("shows text with its label", () => {
    render(<DemoEntry entry={{ type: "text", label: "Input", content: "Hello" }} taskLabel="Translation" />);
    expect(screen.getByText("Input")).toBeTruthy();
    expect(screen.getByText("Hello").tagName).toBe("P");
  });

  it("describes an image by the task and its file name", () => {
    render(<DemoEntry entry={{ type: "img", filename: "red-square-cat.png" }} taskLabel="Image Classification" />);
    const image = screen.getByRole("img", { name: "Image Classification demo: red square cat" });
    expect(image.getAttribute("src")).toBe(`${TASK_MEDIA_PATH}/red-square-cat.png`);
  });

  it("plays audio, with a download link where audio cannot play", () => {
    const { container } = render(<DemoEntry entry={{ type: "audio", filename: "speech.wav" }} taskLabel="ASR" />);
    const audio = container.querySelector("audio");
    expect(audio?.getAttribute("src")).toBe(`${TASK_MEDIA_PATH}/speech.wav`);
    expect(
      within(audio as HTMLElement)
        .getByText("Download the audio clip")
        .getAttribute("href"),
    ).toBe(`${TASK_MEDIA_PATH}/speech.wav`);
  });

  it("names an audio clip like an image and captions it with its file name", () => {
    render(<DemoEntry entry={{ type: "audio", filename: "speech-input.flac" }} taskLabel="ASR" />);
    const figure = screen.getByRole("figure");
    const audio = figure.querySelector("audio");
    expect(audio?.getAttribute("aria-label")).toBe("ASR demo: speech input");
    expect(within(figure).getByText("speech-input.flac").tagName).toBe("FIGCAPTION");
  });

  it("draws scores as bars as wide as the score (at least 2 %), with three decimals", () => {
    const data = [
      { label: "cat", score: 0.9512 },
      { label: "dog", score: 0.001 },
    ];
    render(<DemoEntry entry={{ type: "chart", data }} taskLabel="Image Classification" />);
    const rows = within(screen.getByRole("list", { name: "Scores" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual(["cat0.951", "dog0.001"]);
    const widths = rows.map((row) => (row.querySelector(".demo-chart-bar") as HTMLElement).style.width);
    expect(widths).toEqual(["95%", "2%"]);
  });

  it("lays a table out with column headers", () => {
    const table = [
      ["Year", "Sales"],
      ["2023", "10"],
      ["2024", "12"],
    ];
    render(<DemoEntry entry={{ type: "tabular", table }} taskLabel="Tabular Regression" />);
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Year", "Sales"]);
    expect(screen.getAllByRole("row").map((row) => row.textContent)).toEqual(["YearSales", "202310", "202412"]);
  });

  it("marks tokens in the text with their type, skipping overlapping and out-of-range ones", () => {
    const entry = {
      type: "text-with-tokens" as const,
      text: "Ada lives in London",
      tokens: [
        { type: "LOC", start: 13, end: 19 },
        { type: "PER", start: 0, end: 3 },
        { type: "PER", start: 1, end: 5 },
        { type: "MISC", start: 15, end: 40 },
      ],
    };
    const { container } = render(<DemoEntry entry={entry} taskLabel="Token Classification" />);
    const marks = [...container.querySelectorAll("mark")];
    expect(marks.map((mark) => mark.textContent)).toEqual(["AdaPER", "LondonLOC"]);
    expect(container.querySelector("p")?.textContent).toBe("AdaPER lives in LondonLOC");
    const hues = marks.map((mark) => mark.style.getPropertyValue("--token-hue"));
    expect(new Set(hues).size).toBe(2);
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <>
        <DemoEntry entry={{ type: "img", filename: "a.png" }} taskLabel="Demo" />
        <DemoEntry entry={{ type: "chart", data: [{ label: "a", score: 0.5 }] }} taskLabel="Demo" />
        <DemoEntry
          entry={{
            type: "tabular",
            table: [
              ["h", "i"],
              ["1", "2"],
            ],
          }}
          taskLabel="Demo"
        />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
