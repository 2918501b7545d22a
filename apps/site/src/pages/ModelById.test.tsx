// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { setVisitorToken } from "../visitor-token";
import ModelByIdPage from "./ModelById";

const RECORD = {
  id: "org/chat",
  pipeline_tag: "text-generation",
  tags: ["conversational", "text-generation"],
  inferenceProviderMapping: [
    { provider: "together", providerId: "org/chat-turbo", status: "live", task: "conversational" },
  ],
};

/** Answers the Hub's model API in turn with `answers`; records the authorization header of each call. */
function stubHub(...answers: Array<() => Response>) {
  const seen: Array<string | undefined> = [];
  vi.stubGlobal("fetch", async (_url: string, init?: RequestInit) => {
    seen.push((init?.headers as Record<string, string> | undefined)?.authorization);
    const answer = answers.shift();
    if (!answer) throw new TypeError("Failed to fetch");
    return answer();
  });
  return seen;
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

beforeEach(() => window.history.pushState({}, "", "/models/org/chat"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setVisitorToken(undefined, false);
});

describe("ModelByIdPage", () => {
  it("loads the record and renders the model page with its providers, auto first", async () => {
    stubHub(json(RECORD));
    render(<ModelByIdPage />);
    expect(screen.getByRole("status").textContent).toContain("org/chat");
    expect(await screen.findByRole("heading", { level: 1, name: "org/chat" })).toBeTruthy();
    const picker = screen.getByRole("combobox", { name: "Provider" }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual(["auto", "together"]);
    expect(document.title).toBe("org/chat · Inferkit");
  });

  it("does not reload the shown model when a token is given elsewhere on the page (Try it)", async () => {
    const seen = stubHub(json(RECORD), json(RECORD));
    render(<ModelByIdPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "org/chat" })).toBeTruthy();
    act(() => setVisitorToken("hf_typed_in_try_it", false));
    expect(screen.getByRole("heading", { level: 1, name: "org/chat" })).toBeTruthy();
    expect(seen).toEqual([undefined]);
  });

  it("says when the Hub has no such model", async () => {
    stubHub(json({ error: "Repository not found" }, 404));
    const { container } = render(<ModelByIdPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Model not found" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks for a token for a gated model and keeps it in memory only", async () => {
    const user = userEvent.setup();
    const seen = stubHub(json({ error: "restricted" }, 401), json(RECORD));
    render(<ModelByIdPage />);
    expect(await screen.findByRole("heading", { name: "This model needs a token" })).toBeTruthy();
    await user.type(screen.getByLabelText("Hugging Face token"), "hf_granted");
    await user.click(screen.getByRole("button", { name: "Show the model" }));
    expect(await screen.findByRole("heading", { level: 1, name: "org/chat" })).toBeTruthy();
    expect(seen).toEqual([undefined, "Bearer hf_granted"]);
    expect(JSON.stringify({ ...localStorage })).not.toContain("hf_granted");
  });

  it("offers a retry when the Hub cannot be reached", async () => {
    const user = userEvent.setup();
    stubHub(() => {
      throw new TypeError("Failed to fetch");
    }, json(RECORD));
    render(<ModelByIdPage />);
    expect(await screen.findByRole("heading", { name: "The Hub could not be reached" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "org/chat" })).toBeTruthy();
  });

  it("refuses a path that names no model without calling the Hub", async () => {
    window.history.pushState({}, "", "/models/a/b/c");
    const seen = stubHub(json(RECORD));
    render(<ModelByIdPage />);
    expect(await screen.findByRole("heading", { name: "Not a model id" })).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it.each([
    [
      "odd field types",
      { config: { tokenizer_config: { chat_template: 5 } }, cardData: { base_model: {} }, widgetData: [null, 3] },
    ],
    [
      "a broken GGUF block",
      { tags: ["gguf"], gguf: { total: -1, context_length: "x" }, siblings: [{ rfilename: "a.gguf" }] },
    ],
    ["a broken mapping", { inferenceProviderMapping: [{ provider: "together", providerId: {} }, "x", null] }],
    ["strange numbers", { safetensors: { parameters: { BF16: Number.MAX_VALUE }, total: Number.MAX_VALUE } }],
    ["a prototype key", JSON.parse('{"__proto__": {"polluted": true}, "transformersInfo": {"auto_model": "x"}}')],
  ])("renders a hostile record (%s) without crashing", async (_, extra) => {
    stubHub(json({ ...RECORD, ...extra }));
    render(<ModelByIdPage />);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
