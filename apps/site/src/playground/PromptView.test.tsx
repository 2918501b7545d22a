// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MARKED_PROMPT_LIMIT, PromptView } from "./PromptView";

afterEach(cleanup);

const PROMPT = "<bos>user\n\tHi there<eos>";

describe("PromptView", () => {
  it("shows the prompt as it is, unmarked by default", () => {
    render(<PromptView prompt={PROMPT} specialTokens={["<bos>"]} marked={false} />);
    const view = screen.getByTestId("rendered-prompt");
    expect(view.textContent).toBe(PROMPT);
    expect(view.querySelectorAll("span")).toHaveLength(0);
  });

  it("marks tokens and each whitespace character, with the text unchanged", () => {
    render(<PromptView prompt={PROMPT} specialTokens={["<bos>"]} marked={true} />);
    const view = screen.getByTestId("rendered-prompt");
    expect(view.textContent).toBe(PROMPT);
    const marked = (kind: string) => [...view.querySelectorAll(`.prompt-${kind}`)].map((n) => n.textContent);
    expect(marked("token")).toEqual(["<bos>", "<eos>"]);
    expect(marked("newline")).toEqual(["\n"]);
    expect(marked("tab")).toEqual(["\t"]);
    expect(marked("space")).toEqual([" "]);
  });

  it("says so instead of marking a very long prompt", () => {
    const long = "a ".repeat(MARKED_PROMPT_LIMIT);
    render(<PromptView prompt={long} specialTokens={[]} marked={true} />);
    expect(screen.getByText(/too long to mark/)).toBeTruthy();
    expect(screen.getByTestId("rendered-prompt").querySelector("span")).toBeNull();
  });
});
