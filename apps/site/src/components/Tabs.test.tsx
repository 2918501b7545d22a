// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { type TabItem, Tabs } from "./Tabs";

afterEach(cleanup);

const LANGUAGES: TabItem[] = [
  { id: "js", label: "JavaScript" },
  { id: "python", label: "Python" },
  { id: "sh", label: "cURL" },
];

function Languages({ initial = "python" }: { initial?: string }) {
  const [selected, setSelected] = useState(initial);
  return (
    <Tabs label="Language" items={LANGUAGES} selected={selected} onSelect={setSelected}>
      <p>code in {selected}</p>
    </Tabs>
  );
}

const selectedTab = () => screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true");

describe("Tabs", () => {
  it("is a named tab list whose selected tab labels the one panel", () => {
    render(<Languages />);
    expect(screen.getByRole("tablist", { name: "Language" })).toBeTruthy();
    const tab = screen.getByRole("tab", { name: "Python" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel", { name: "Python" });
    expect(tab.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.textContent).toBe("code in python");
  });

  it("has one tab stop: the selected tab", () => {
    render(<Languages />);
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it("selects with a click", async () => {
    const user = userEvent.setup();
    render(<Languages />);
    await user.click(screen.getByRole("tab", { name: "cURL" }));
    expect(selectedTab()?.textContent).toBe("cURL");
    expect(screen.getByRole("tabpanel").textContent).toBe("code in sh");
  });

  it("moves and selects with the arrow keys (wrapping), Home and End, and follows with focus", async () => {
    const user = userEvent.setup();
    render(<Languages />);
    screen.getByRole("tab", { name: "Python" }).focus();
    const steps: Array<[string, string]> = [
      ["{ArrowRight}", "cURL"],
      ["{ArrowRight}", "JavaScript"],
      ["{ArrowLeft}", "cURL"],
      ["{Home}", "JavaScript"],
      ["{ArrowLeft}", "cURL"],
      ["{End}", "cURL"],
      ["{Home}", "JavaScript"],
    ];
    for (const [key, expected] of steps) {
      await user.keyboard(key);
      expect(selectedTab()?.textContent, key).toBe(expected);
      expect(document.activeElement?.textContent, key).toBe(expected);
    }
  });

  it("ignores other keys and falls back to the first tab when the selection is unknown", async () => {
    const user = userEvent.setup();
    render(<Languages initial="ruby" />);
    expect(selectedTab()?.textContent).toBe("JavaScript");
    screen.getByRole("tab", { name: "JavaScript" }).focus();
    await user.keyboard("{ArrowDown}a");
    expect(selectedTab()?.textContent).toBe("JavaScript");
  });

  it("shows a single option as a caption over its content, with no tab strip", () => {
    const { container } = render(
      <Tabs label="Client" items={[{ id: "curl", label: "curl" }]} selected="curl" onSelect={() => {}}>
        <p>the curl command</p>
      </Tabs>,
    );
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByRole("tabpanel")).toBeNull();
    expect(container.querySelector(".tab-caption")?.textContent).toBe("Client: curl");
    expect(screen.getByText("the curl command")).toBeTruthy();
  });

  it("has no axe violations", async () => {
    const { container } = render(<Languages />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
