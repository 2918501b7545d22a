// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { GoToModel } from "./GoToModel";

afterEach(cleanup);

describe("GoToModel", () => {
  it.each([
    ["Qwen/Qwen2.5-7B-Instruct", "/models/Qwen/Qwen2.5-7B-Instruct"],
    ["  gpt2 ", "/models/gpt2"],
    ["https://huggingface.co/openai-community/gpt2/", "/models/openai-community/gpt2"],
    ["huggingface.co/Qwen/Qwen3-8B/blob/main/config.json", "/models/Qwen/Qwen3-8B"],
  ])("opens %s at %s", async (typed, path) => {
    const user = userEvent.setup();
    const go = vi.fn();
    render(<GoToModel go={go} />);
    await user.type(screen.getByRole("textbox", { name: "Go to any model id" }), `${typed}{Enter}`);
    expect(go).toHaveBeenCalledWith(path);
  });

  it("says what a model id looks like instead of opening a wrong path", async () => {
    const user = userEvent.setup();
    const go = vi.fn();
    const { container } = render(<GoToModel go={go} />);
    await user.type(screen.getByRole("textbox", { name: "Go to any model id" }), "a/b/c{Enter}");
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toContain("org/name");
    expect(screen.getByRole("textbox").getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(container)).toEqual([]);
  });
});
