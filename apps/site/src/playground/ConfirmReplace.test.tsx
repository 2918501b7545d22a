// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { ConfirmReplace } from "./ConfirmReplace";

afterEach(cleanup);

describe("ConfirmReplace", () => {
  it("is a named dialog that takes focus and gives it back", async () => {
    const { container, rerender } = render(<button type="button">Start from</button>);
    const trigger = screen.getByRole("button", { name: "Start from" });
    trigger.focus();
    rerender(
      <>
        <button type="button">Start from</button>
        <ConfirmReplace label="the Gemma 2 starter" onAnswer={() => {}} />
      </>,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Replace your edited template?" });
    expect(document.activeElement).toBe(dialog);
    expect(dialog.textContent).toContain("Loading the Gemma 2 starter replaces");
    expect(await axeViolations(container)).toEqual([]);
    rerender(<button type="button">Start from</button>);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Start from" }));
  });

  it("answers yes with Replace, no with Keep my edits or Escape", async () => {
    const onAnswer = vi.fn();
    render(<ConfirmReplace label="x" onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole("button", { name: "Replace" }));
    await userEvent.click(screen.getByRole("button", { name: "Keep my edits" }));
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    expect(onAnswer.mock.calls).toEqual([[true], [false], [false]]);
  });
});
