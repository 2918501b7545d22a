// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef, type Ref, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { lineRange, TemplateEditor, type TemplateEditorHandle } from "./TemplateEditor";

function Editor({
  initial,
  errorLine,
  handle,
}: {
  initial: string;
  errorLine?: number;
  handle?: Ref<TemplateEditorHandle>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="t">Template</label>
      <TemplateEditor id="t" value={value} onChange={setValue} errorLine={errorLine} ref={handle} />
    </>
  );
}

afterEach(cleanup);

describe("lineRange", () => {
  it("finds a line's start and end, clamped to the text", () => {
    expect(lineRange("ab\ncd\nef", 2)).toEqual([3, 5]);
    expect(lineRange("ab\ncd", 1)).toEqual([0, 2]);
    expect(lineRange("ab\ncd", 9)).toEqual([3, 5]);
    expect(lineRange("", 1)).toEqual([0, 0]);
  });
});

describe("TemplateEditor", () => {
  it("numbers every line, marks the error line, and highlights tags under the labelled textarea", async () => {
    const { container } = render(<Editor initial={"a\n{% if x %}\nb\n"} errorLine={2} />);
    const numbers = screen.getByTestId("line-numbers");
    expect([...numbers.children].map((n) => n.textContent)).toEqual(["1", "2", "3", "4"]);
    expect(numbers.querySelector(".error")?.textContent).toBe("2");
    expect(container.querySelector("pre .ik-tok-keyword")?.textContent).toBe("{%");
    const area = screen.getByRole("textbox", { name: "Template" });
    expect(area.getAttribute("aria-invalid")).toBe("true");
    expect(area.getAttribute("aria-describedby")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("indents on Tab, but lets Tab move on after Escape", () => {
    render(<Editor initial="x" />);
    const area = screen.getByRole("textbox", { name: "Template" }) as HTMLTextAreaElement;
    area.setSelectionRange(0, 0);
    expect(fireEvent.keyDown(area, { key: "Tab" })).toBe(false);
    expect(area.value).toBe("  x");
    fireEvent.keyDown(area, { key: "Escape" });
    expect(fireEvent.keyDown(area, { key: "Tab" })).toBe(true);
    expect(area.value).toBe("  x");
    // Any other key re-arms indenting; Shift+Tab always moves back.
    fireEvent.keyDown(area, { key: "a" });
    expect(fireEvent.keyDown(area, { key: "Tab", shiftKey: true })).toBe(true);
    expect(fireEvent.keyDown(area, { key: "Tab" })).toBe(false);
  });

  it("goes to a line: focused, with that line selected", () => {
    const handle = createRef<TemplateEditorHandle>();
    render(<Editor initial={"one\ntwo\nthree"} handle={handle} />);
    handle.current?.goToLine(2);
    const area = screen.getByRole("textbox", { name: "Template" }) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(area);
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe("two");
  });
});
