import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../../scripts/test-utils/axe";
import { GitHubLink } from "./GitHubLink";

const SOURCE = "https://github.com/inferkit/inferkit/blob/main/packages/tasks/src/tasks/fill-mask/data.ts";

describe("GitHubLink", () => {
  it("links to the page in a new tab without giving it the opener", () => {
    render(<GitHubLink href={SOURCE} />);
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe(SOURCE);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("is named 'Update on GitHub' and announces the new tab", () => {
    render(<GitHubLink href={SOURCE} />);
    expect(screen.getByRole("link", { name: "Update on GitHub (opens in a new tab)" })).toBeTruthy();
  });

  it("accepts its own label", () => {
    render(<GitHubLink href={SOURCE}>Edit this task</GitHubLink>);
    expect(screen.getByRole("link").textContent).toBe("Edit this task (opens in a new tab)");
  });

  it("has no axe violations", async () => {
    const { container } = render(<GitHubLink href={SOURCE} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
