import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../../scripts/test-utils/axe";
import { CodeBlock } from "./CodeBlock";
import { touchDeclarations } from "./test-support/touch-styles";

const styles = readFileSync(join(import.meta.dirname, "styles.css"), "utf8");

describe("CodeBlock", () => {
  it("shows the code exactly, highlighted", () => {
    const code = 'from transformers import pipeline\npipe = pipeline("text-generation", model="gpt2")';
    const { container } = render(<CodeBlock code={code} language="py" />);
    expect(container.querySelector("code")?.textContent).toBe(code);
    expect(container.querySelector(".ik-tok-keyword")?.textContent).toBe("from");
    expect(container.querySelector(".ik-tok-string")?.textContent).toBe('"text-generation"');
    expect(container.querySelector(".ik-codeblock")?.getAttribute("data-language")).toBe("python");
  });

  it("renders markup in the code as text, never as HTML", () => {
    const { container } = render(<CodeBlock code={'<img src=x onerror="alert(1)">'} language="html" />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("code")?.textContent).toBe('<img src=x onerror="alert(1)">');
  });

  it("copies the whole code with its button", async () => {
    const user = userEvent.setup();
    render(
      <CodeBlock code={"curl -X POST \\\n  https://example.test"} language="bash" copyLabel="Copy the cURL snippet" />,
    );
    await user.click(screen.getByRole("button", { name: "Copy the cURL snippet" }));
    await expect(navigator.clipboard.readText()).resolves.toBe("curl -X POST \\\n  https://example.test");
  });

  it("reveals the copy button on keyboard focus: the code area is focusable and the button follows it", async () => {
    const user = userEvent.setup();
    const { container } = render(<CodeBlock code="x = 1" language="python" />);
    await user.tab();
    expect(document.activeElement).toBe(container.querySelector("pre"));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button"));
  });

  it("ships CSS that hides the button until hover or focus inside the block", () => {
    expect(styles).toMatch(/\.ik-codeblock \.ik-codeblock-copy\s*{[^}]*opacity:\s*0/);
    expect(styles).toMatch(
      /\.ik-codeblock:hover \.ik-codeblock-copy,\s*\.ik-codeblock:focus-within \.ik-codeblock-copy\s*{[^}]*opacity:\s*1/,
    );
  });

  it("ships CSS that always shows the button on touch screens, clear of the code", () => {
    expect(touchDeclarations(".ik-codeblock .ik-codeblock-copy")).toMatchObject({ opacity: "1" });
    expect(touchDeclarations(".ik-codeblock-pre")["padding-right"]).toBe("3.5rem");
  });

  it("has no axe violations", async () => {
    const { container } = render(<CodeBlock code={'{"inputs": "hello"}'} language="json" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
