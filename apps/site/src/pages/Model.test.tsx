// @vitest-environment jsdom
import type { ModelData } from "@inferkit/tasks";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { modelPageProps } from "../model-page-props";
import { SETTING_KEYS } from "../site-settings";
import ModelPage from "./Model";

const MODEL = {
  id: "org/chat",
  pipeline_tag: "text-generation",
  library_name: "transformers",
  tags: ["transformers", "gguf", "conversational", "house-format"],
} as ModelData;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const hrefOf = (link: HTMLElement) => link.getAttribute("href");

describe("ModelPage", () => {
  it("links the library it names, in the lead, the tags and the snippet headings, to the library pages", () => {
    render(<ModelPage {...modelPageProps(MODEL)} />);
    const lead = document.querySelector(".lead") as HTMLElement;
    expect(hrefOf(within(lead).getByRole("link", { name: "transformers" }))).toBe("/libraries/transformers");
    const tags = screen.getByRole("list", { name: "Tags" });
    expect(within(tags).getAllByRole("link").map(hrefOf)).toEqual(["/libraries/transformers"]);
    expect(tags.textContent).toContain("house-format");
    const usage = document.querySelector("section[aria-labelledby=use-this-model]") as HTMLElement;
    expect(hrefOf(within(usage).getByRole("link", { name: "Transformers" }))).toBe("/libraries/transformers");
    expect(hrefOf(within(usage).getByRole("link", { name: "llama-cpp-python" }))).toBe("/libraries/llama-cpp-python");
  });

  it("names a library the registry does not know without a link", () => {
    render(<ModelPage {...modelPageProps({ ...MODEL, library_name: "in-house", tags: ["in-house"] })} />);
    expect(document.querySelector(".lead")?.textContent).toContain("in-house");
    expect(screen.queryByRole("link", { name: "in-house" })).toBeNull();
  });

  it("offers nothing to try, and no token field, for a model no provider serves", () => {
    render(<ModelPage {...modelPageProps({ ...MODEL, inferenceProviderMapping: [] } as ModelData)} />);
    const tryIt = document.querySelector("section[aria-labelledby=try-it]") as HTMLElement;
    expect(tryIt.textContent).toContain("No inference provider serves this model, so there is nothing to try here.");
    expect(within(tryIt).queryByLabelText("Your Hugging Face token")).toBeNull();
    expect(within(tryIt).queryByRole("button")).toBeNull();
  });

  it("lets a model a provider serves be tried", () => {
    render(<ModelPage {...modelPageProps(MODEL)} />);
    const tryIt = document.querySelector("section[aria-labelledby=try-it]") as HTMLElement;
    expect(within(tryIt).getByLabelText("Your Hugging Face token")).toBeTruthy();
  });

  it("links the public Hub page without settings", () => {
    render(<ModelPage {...modelPageProps(MODEL)} />);
    expect(hrefOf(screen.getByRole("link", { name: "View on the hub" }))).toBe("https://huggingface.co/org/chat");
  });

  it("prerenders the public Hub link, and links the configured Hub once hydrated", async () => {
    localStorage.setItem(SETTING_KEYS.hubUrl, "http://127.0.0.1:9/huggingface.co");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ModelPage {...modelPageProps(MODEL)} />);
    document.body.append(container);
    const link = () => within(container).getByRole("link", { name: "View on the hub" });
    expect(hrefOf(link())).toBe("https://huggingface.co/org/chat");
    const root = await act(async () => hydrateRoot(container, <ModelPage {...modelPageProps(MODEL)} />));
    expect(hrefOf(link())).toBe("http://127.0.0.1:9/huggingface.co/org/chat");
    act(() => root.unmount());
    container.remove();
  });
});
