import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CodeTokens } from "./CodeTokens";

describe("CodeTokens", () => {
  it("renders plain text as text and other kinds as ik-tok spans, in order", () => {
    const { container } = render(
      <code>
        <CodeTokens
          tokens={[
            { kind: "keyword", text: "if" },
            { kind: "text", text: " x " },
            { kind: "string", text: "'<b>'" },
          ]}
        />
      </code>,
    );
    expect(container.textContent).toBe("if x '<b>'");
    expect([...container.querySelectorAll("span")].map((s) => `${s.className}:${s.textContent}`)).toEqual([
      "ik-tok-keyword:if",
      "ik-tok-string:'<b>'",
    ]);
    expect(container.querySelector("b")).toBeNull();
  });
});
