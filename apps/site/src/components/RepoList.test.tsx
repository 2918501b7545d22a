// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RepoList } from "./RepoList";

afterEach(cleanup);

const link = (id: string) => screen.getByRole("link", { name: id });

describe("RepoList", () => {
  it("links models the site has a page for to that page, others to the Hub", () => {
    render(
      <RepoList
        kind="models"
        items={[
          { id: "org/local", description: "Has a page here." },
          { id: "org/remote", description: "Only on the Hub." },
        ]}
        localModels={["org/local"]}
      />,
    );
    expect(link("org/local").getAttribute("href")).toBe("/models/org/local");
    expect(link("org/local").getAttribute("rel")).toBeNull();
    expect(link("org/remote").getAttribute("href")).toBe("https://huggingface.co/org/remote");
    expect(link("org/remote").getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText("Only on the Hub.")).toBeTruthy();
  });

  it("links datasets, spaces and metrics to their Hub pages", () => {
    const item = (id: string) => [{ id, description: "" }];
    render(
      <>
        <RepoList kind="datasets" items={item("org/data")} />
        <RepoList kind="spaces" items={item("org/demo")} />
        <RepoList kind="metrics" items={item("accuracy")} />
      </>,
    );
    expect(link("org/data").getAttribute("href")).toBe("https://huggingface.co/datasets/org/data");
    expect(link("org/demo").getAttribute("href")).toBe("https://huggingface.co/spaces/org/demo");
    expect(link("accuracy").getAttribute("href")).toBe("https://huggingface.co/spaces/evaluate-metric/accuracy");
  });
});
