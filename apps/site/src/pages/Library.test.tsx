// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LibraryRow } from "./Libraries";
import LibraryPage from "./Library";

afterEach(cleanup);

const library: LibraryRow = {
  id: "toolkit",
  label: "Toolkit",
  repoName: "toolkit",
  repoUrl: "https://example.com/toolkit",
  docsUrl: null,
  filter: true,
  hasSnippets: true,
  tasks: [{ id: "text-generation", label: "Text Generation", hasPage: true }],
  fileTypes: ["ckpt"],
  modelTags: [],
  summary: "",
  siteModels: 0,
};
const snippets = [{ code: "import toolkit", language: "python" as const }];
const section = (id: string) => document.querySelector(`section[aria-labelledby=${id}]`)?.textContent ?? "";

describe("LibraryPage", () => {
  it("shows the install command, tasks, usage on a model of the site, and its models", () => {
    render(
      <LibraryPage
        library={{ ...library, summary: "Runs text models." }}
        install={["pip install toolkit"]}
        usage={{ model: "org/model", onSite: true, snippets }}
        models={["org/model"]}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("Toolkit");
    expect(screen.getByText("Runs text models.")).toBeTruthy();
    expect(section("install")).toContain("pip install toolkit");
    expect(screen.getByRole("link", { name: "Text Generation" }).getAttribute("href")).toBe("/tasks/text-generation");
    expect(section("usage")).toContain("a model with a page on this site");
    expect(screen.getAllByRole("link", { name: "org/model" }).map((a) => a.getAttribute("href"))).toEqual([
      "/models/org/model",
      "/models/org/model",
    ]);
    expect(screen.getByText(".ckpt files")).toBeTruthy();
    expect(screen.getByText("none listed in the registry")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Models using Toolkit" }).getAttribute("href")).toBe(
      "https://huggingface.co/models?library=toolkit",
    );
  });

  it("links to the repository instead of inventing an install command, and labels a minimal record", () => {
    render(
      <LibraryPage
        library={{ ...library, tasks: [] }}
        install={[]}
        usage={{ model: "your-org/your-model", onSite: false, snippets }}
        models={[]}
      />,
    );
    expect(screen.getByText("A model library whose code lives in toolkit.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "instructions in its repository" }).getAttribute("href")).toBe(
      "https://example.com/toolkit",
    );
    expect(section("tasks")).toContain("No pipeline task");
    expect(section("usage")).toContain("minimal model record built for this page");
    expect(section("models")).toContain("No model with a page on this site uses Toolkit");
  });

  it("says so when the registry has no snippet, or the generator writes none", () => {
    const tasks = [
      { id: "fill-mask", label: "Fill-Mask", hasPage: true },
      { id: "summarization", label: "Summarization", hasPage: true },
      { id: "translation", label: "Translation", hasPage: true },
    ] as const;
    render(<LibraryPage library={{ ...library, tasks: [...tasks] }} install={[]} usage={null} models={[]} />);
    expect(
      screen.getByText("A model library for fill-mask, summarization and translation, whose code lives in toolkit."),
    ).toBeTruthy();
    expect(section("usage")).toContain("The registry has no code snippet for Toolkit");
    cleanup();
    render(
      <LibraryPage library={library} install={[]} usage={{ model: "x/y", onSite: false, snippets: [] }} models={[]} />,
    );
    expect(section("usage")).toContain("writes no code for this record");
  });
});
