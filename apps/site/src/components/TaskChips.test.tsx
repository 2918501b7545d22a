// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TaskChips } from "./TaskChips";

afterEach(cleanup);

describe("TaskChips", () => {
  it("links tasks that have a page and names the others without a link", () => {
    render(
      <TaskChips
        label="Tasks of Example"
        tasks={[
          { id: "text-generation", label: "Text Generation", hasPage: true },
          { id: "text-ranking", label: "Text Ranking", hasPage: false },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "Tasks of Example" });
    expect(list.querySelectorAll("li")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Text Generation" }).getAttribute("href")).toBe("/tasks/text-generation");
    expect(screen.queryByRole("link", { name: "Text Ranking" })).toBeNull();
    expect(screen.getByText("Text Ranking").tagName).toBe("LI");
  });
});
