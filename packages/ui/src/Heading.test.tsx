import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../../scripts/test-utils/axe";
import { Heading, type HeadingLevel } from "./Heading";
import { touchDeclarations } from "./test-support/touch-styles";

describe("Heading", () => {
  it.each([1, 2, 3, 4, 5, 6] as HeadingLevel[])("renders an h%i with a slug id and a permalink", (level) => {
    render(<Heading level={level}>Use this model</Heading>);
    const heading = screen.getByRole("heading", { level, name: "Use this model" });
    expect(heading.tagName).toBe(`H${level}`);
    expect(heading.id).toBe("use-this-model");
    const anchor = screen.getByRole("link", { name: "Permalink: Use this model" });
    expect(anchor.getAttribute("href")).toBe("#use-this-model");
    expect(heading.contains(anchor)).toBe(true);
  });

  it("takes an explicit id and builds the name from nested markup", () => {
    render(
      <Heading level={2} id="datasets">
        Datasets for <em>text-to-image</em>
      </Heading>,
    );
    expect(screen.getByRole("heading", { level: 2 }).id).toBe("datasets");
    expect(screen.getByRole("link", { name: "Permalink: Datasets for text-to-image" })).toBeTruthy();
  });

  it("can be made focusable by script, and is not a tab stop by default", () => {
    render(
      <>
        <Heading level={2}>Plain</Heading>
        <Heading level={2} tabIndex={-1}>
          Result
        </Heading>
      </>,
    );
    expect(screen.getByRole("heading", { name: "Plain" }).hasAttribute("tabindex")).toBe(false);
    const result = screen.getByRole("heading", { name: "Result" });
    result.focus();
    expect(document.activeElement).toBe(result);
    expect(result.tabIndex).toBe(-1);
  });

  it("ships CSS that always shows the permalink on touch screens, as a 44 px target", () => {
    expect(touchDeclarations(".ik-heading-anchor")).toMatchObject({
      opacity: "1",
      "min-width": "2.75rem",
      "min-height": "2.75rem",
    });
  });

  it("has no axe violations", async () => {
    const { container } = render(<Heading level={2}>Metrics</Heading>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
