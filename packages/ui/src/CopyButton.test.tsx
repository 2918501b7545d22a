import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../scripts/test-utils/axe";
import { COPIED_TOOLTIP_MS, CopyButton } from "./CopyButton";
import { touchDeclarations } from "./test-support/touch-styles";

/** Clicks and lets the async copy settle, so timing tests control every millisecond. */
async function clickAndSettle(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

function stubClipboard() {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  return writeText;
}

describe("CopyButton", () => {
  afterEach(() => vi.useRealTimers());

  it("puts its text on the clipboard", async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    render(<CopyButton text="npm install @inferkit/jinja" onCopy={onCopy} />);
    await user.click(screen.getByRole("button", { name: "Copy to clipboard" }));
    await expect(navigator.clipboard.readText()).resolves.toBe("npm install @inferkit/jinja");
    expect(onCopy).toHaveBeenCalledWith("npm install @inferkit/jinja");
  });

  it("shows 'Copied' for exactly 1000 ms, then returns to idle", async () => {
    expect(COPIED_TOOLTIP_MS).toBe(1000);
    vi.useFakeTimers();
    stubClipboard();
    render(<CopyButton text="x" />);
    expect(screen.queryByRole("tooltip")).toBeNull();
    await clickAndSettle(screen.getByRole("button"));
    expect(screen.getByRole("tooltip").textContent).toBe("Copied");
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole("tooltip").textContent).toBe("Copied");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("restarts the 1000 ms on a second click", async () => {
    vi.useFakeTimers();
    stubClipboard();
    render(<CopyButton text="x" />);
    await clickAndSettle(screen.getByRole("button"));
    act(() => vi.advanceTimersByTime(600));
    await clickAndSettle(screen.getByRole("button"));
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole("tooltip").textContent).toBe("Copied");
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("announces the copy to screen readers through a live region", async () => {
    const user = userEvent.setup();
    render(<CopyButton text="x" />);
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe("");
    await user.click(screen.getByRole("button"));
    expect(status.textContent).toBe("Copied");
  });

  it("is usable from the keyboard", async () => {
    const user = userEvent.setup();
    render(<CopyButton text="keyboard" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button"));
    await user.keyboard("{Enter}");
    await expect(navigator.clipboard.readText()).resolves.toBe("keyboard");
    expect(screen.getByRole("status").textContent).toBe("Copied");
  });

  it("says so when copying fails", async () => {
    render(<CopyButton text="x" />);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: undefined });
    document.execCommand = () => false;
    await clickAndSettle(screen.getByRole("button"));
    expect(screen.getByRole("status").textContent).toBe("Copy failed");
  });

  it("ships CSS that makes the button a 44 px target on touch screens", () => {
    expect(touchDeclarations(".ik-copy-button")).toMatchObject({ "min-width": "2.75rem", "min-height": "2.75rem" });
    expect(touchDeclarations(".no-such-selector")).toEqual({});
  });

  it("has no axe violations, idle or copied", async () => {
    const user = userEvent.setup();
    const { container } = render(<CopyButton text="x" label="Copy snippet" />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button"));
    expect(await axeViolations(container)).toEqual([]);
  });
});
