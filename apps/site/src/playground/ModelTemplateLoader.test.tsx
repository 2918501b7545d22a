// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { DEFAULT_HUB_URL } from "../site-settings";
import { setVisitorToken } from "../visitor-token";
import { type ModelTemplate, ModelTemplateLoader } from "./ModelTemplateLoader";

const TOKEN = "hf_gatedSecret7";
const NAMED = [
  { name: "default", template: "{{ messages }}" },
  { name: "tool_use", template: "{{ tools }}" },
];

/** A Hub serving one public repo with named templates and one gated repo; records each request. */
function fakeHub() {
  const calls: Array<{ url: string; authorization: string | undefined }> = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const authorization = (init?.headers as Record<string, string> | undefined)?.authorization;
    calls.push({ url, authorization });
    const path = url.slice(DEFAULT_HUB_URL.length);
    if (path === "/org/named/resolve/main/tokenizer_config.json")
      return new Response(JSON.stringify({ chat_template: NAMED, eos_token: { content: "</s>" } }));
    if (path === "/org/gated/resolve/main/tokenizer_config.json")
      return authorization === `Bearer ${TOKEN}`
        ? new Response(JSON.stringify({ chat_template: "gated template", bos_token: "<s>" }))
        : new Response("{}", { status: 401 });
    return new Response("{}", { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

function setup(search = "") {
  window.history.replaceState(null, "", `/playground${search}`);
  const calls = fakeHub();
  const onTemplate = vi.fn<(template: ModelTemplate) => void>();
  const { container, rerender } = render(<ModelTemplateLoader onTemplate={onTemplate} showing={true} />);
  const showSomethingElse = () => rerender(<ModelTemplateLoader onTemplate={onTemplate} showing={false} />);
  return { calls, onTemplate, container, showSomethingElse };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setVisitorToken(undefined, false);
});

describe("ModelTemplateLoader", () => {
  it("loads the model and named template the address names, and offers the other names", async () => {
    const { onTemplate, container } = setup("?model=org/named&template=tool_use");
    await waitFor(() => expect(onTemplate).toHaveBeenCalled());
    expect(onTemplate).toHaveBeenLastCalledWith({
      modelId: "org/named",
      name: "tool_use",
      template: "{{ tools }}",
      specialTokens: { bos_token: "", eos_token: "</s>", pad_token: "", unk_token: "" },
    });
    expect(screen.getByLabelText("Load from a model id")).toHaveProperty("value", "org/named");
    await userEvent.selectOptions(screen.getByLabelText("Named template"), "default");
    expect(onTemplate).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: "default", template: "{{ messages }}" }),
    );
    expect(window.location.search).toBe("?model=org/named");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("steps aside when the editor shows something else", async () => {
    const { onTemplate, showSomethingElse } = setup("?model=org/named");
    await waitFor(() => expect(onTemplate).toHaveBeenCalled());
    expect(screen.getByText(/Loaded from org\/named’s/)).toBeTruthy();
    showSomethingElse();
    expect(screen.queryByText(/Loaded from/)).toBeNull();
    expect(screen.queryByLabelText("Named template")).toBeNull();
  });

  it("loads an id typed in, and says when there is no such model", async () => {
    const { onTemplate } = setup();
    await userEvent.type(screen.getByLabelText("Load from a model id"), "org/missing");
    await userEvent.click(screen.getByRole("button", { name: "Load template" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/^No model org\/missing on the Hub/);
    expect(onTemplate).not.toHaveBeenCalled();
    expect(window.location.search).toBe("");
  });

  it("loads the model of a pasted Hub address", async () => {
    const { calls, onTemplate } = setup();
    await userEvent.type(screen.getByLabelText("Load from a model id"), "https://huggingface.co/org/named/tree/main");
    await userEvent.click(screen.getByRole("button", { name: "Load template" }));
    await waitFor(() => expect(onTemplate).toHaveBeenCalled());
    expect(calls.map((call) => call.url)).toContain(`${DEFAULT_HUB_URL}/org/named/resolve/main/tokenizer_config.json`);
  });

  it("asks for a token on a gated model and sends it in a header, never in the address", async () => {
    const { calls, onTemplate, container } = setup("?model=org/gated");
    expect((await screen.findByRole("alert")).textContent).toMatch(/org\/gated is gated or private/);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.type(screen.getByLabelText("Access token"), TOKEN);
    await userEvent.click(screen.getByRole("button", { name: "Load with this token" }));
    await waitFor(() => expect(onTemplate).toHaveBeenCalled());
    expect(onTemplate.mock.lastCall?.[0]).toMatchObject({
      template: "gated template",
      specialTokens: { bos_token: "<s>" },
    });
    expect(calls.filter((c) => c.authorization === `Bearer ${TOKEN}`)).toHaveLength(2);
    expect(calls.some((c) => c.url.includes(TOKEN)) || window.location.href.includes(TOKEN)).toBe(false);
    expect(screen.getByText(/Loaded from org\/gated’s/)).toBeTruthy();
  });
});
