// @vitest-environment jsdom
import { clearProviderMappingCache } from "@inferkit/inference";
import type { ModelData } from "@inferkit/tasks";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../../scripts/test-utils/axe";
import { SETTING_KEYS } from "../site-settings";
import { chunk, fakeInferenceFetch as fakeFetch, json, sse } from "../test-support/fake-inference-fetch";
import { setVisitorToken } from "../visitor-token";
import { TryIt } from "./TryIt";
import { loadTryItRunner } from "./try-it-tasks";

const TOKEN = "hf_tryItSecret42";
const chatModel: ModelData = { id: "org/chat-model", tags: ["conversational"], pipeline_tag: "text-generation" };
// The client is loaded on first use; loading it once here keeps that out of each test's waiting time.
beforeAll(() => loadTryItRunner());
beforeEach(() => {
  clearProviderMappingCache();
  localStorage.clear();
  setVisitorToken(undefined, false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function typeToken(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your Hugging Face token"), TOKEN);
}

describe("TryIt", () => {
  it("sends the visitor for a token to the configured Hub, whose router takes it", () => {
    localStorage.setItem(SETTING_KEYS.hubUrl, "http://127.0.0.1:9/hub");
    render(<TryIt model={chatModel} />);
    expect(screen.getByRole("link", { name: "127.0.0.1:9/hub/settings/tokens" }).getAttribute("href")).toBe(
      "http://127.0.0.1:9/hub/settings/tokens",
    );
  });

  it("without a token, says how to get one and cannot send; a typed token stays out of storage", async () => {
    const user = userEvent.setup();
    const { container } = render(<TryIt model={chatModel} />);
    expect(screen.getByRole("link", { name: "huggingface.co/settings/tokens" }).getAttribute("href")).toBe(
      "https://huggingface.co/settings/tokens",
    );
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    await typeToken(user);
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole("link", { name: "huggingface.co/settings/tokens" })).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);
    await user.click(screen.getByRole("checkbox", { name: "Remember on this device" }));
    expect(JSON.stringify({ ...localStorage })).toContain(TOKEN);
    await user.click(screen.getByRole("button", { name: "Forget token" }));
    expect(localStorage.length).toBe(0);
    expect((screen.getByLabelText("Your Hugging Face token") as HTMLInputElement).value).toBe("");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("streams a chat answer through the router with the token in the header only", async () => {
    const calls = fakeFetch((_url, signal) => sse([chunk("Hel"), chunk("lo!"), "data: [DONE]\n\n"], signal));
    const user = userEvent.setup();
    const { container } = render(<TryIt model={chatModel} />);
    await typeToken(user);
    await user.type(screen.getByLabelText("Message"), "Say hello{Enter}");
    const log = screen.getByRole("log", { name: "Conversation" });
    await waitFor(() => expect(log.textContent).toContain("Hello!"));
    expect(log.textContent).toContain("Say hello");
    expect(log.getAttribute("aria-busy")).toBe("false");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("https://router.huggingface.co/v1/chat/completions");
    expect(calls[0]?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(calls[0]?.body).toMatchObject({
      model: "org/chat-model",
      stream: true,
      messages: [{ role: "user", content: "Say hello" }],
    });
    expect(calls.some((call) => call.url.includes(TOKEN))).toBe(false);
    expect(await axeViolations(container)).toEqual([]);

    // The next turn sends the whole conversation.
    await user.type(screen.getByLabelText("Message"), "Again{Enter}");
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({
      messages: [
        { role: "user", content: "Say hello" },
        { role: "assistant", content: "Hello!" },
        { role: "user", content: "Again" },
      ],
    });
  });

  it("names the chosen provider in the routed model id", async () => {
    const calls = fakeFetch((_url, signal) => sse([chunk("ok"), "data: [DONE]\n\n"], signal), {
      groq: "conversational",
    });
    const user = userEvent.setup();
    render(<TryIt model={chatModel} provider="groq" />);
    await typeToken(user);
    await user.type(screen.getByLabelText("Message"), "Hi{Enter}");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe("https://router.huggingface.co/groq/openai/v1/chat/completions");
    expect(calls[0]?.body).toMatchObject({ model: "groq/org/chat-model" });
  });

  it("Stop ends a stream mid-way, keeps what arrived, and the box can send again", async () => {
    fakeFetch((_url, signal) => sse([chunk("Partial")], signal, false));
    const user = userEvent.setup();
    render(<TryIt model={chatModel} />);
    await typeToken(user);
    await user.type(screen.getByLabelText("Message"), "Go{Enter}");
    const log = screen.getByRole("log");
    await waitFor(() => expect(log.textContent).toContain("Partial"));
    expect(log.getAttribute("aria-busy")).toBe("true");
    const stop = screen.getByRole("button", { name: "Stop" });
    stop.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Stopped."));
    expect(log.textContent).toContain("Partial");
    expect(screen.getByRole("button", { name: "Send" })).toBe(document.activeElement);
  });

  it("shows the provider's error message, never the token, even when the provider echoes it", async () => {
    fakeFetch(() => json({ error: `Credit balance exhausted for key ${TOKEN}` }, 402));
    const user = userEvent.setup();
    render(<TryIt model={chatModel} />);
    await typeToken(user);
    await user.type(screen.getByLabelText("Message"), "Hi{Enter}");
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.textContent).toContain("Credit balance exhausted"));
    expect(alert.textContent).not.toContain(TOKEN);
    expect(document.body.textContent).not.toContain(TOKEN);
    // The unanswered turn is not kept as an empty reply.
    expect(screen.getByRole("log").querySelectorAll(".try-it-assistant")).toHaveLength(0);
  });

  it("classifies a text and shows labels and scores as a table", async () => {
    const calls = fakeFetch(
      () =>
        json([
          { label: "POSITIVE", score: 0.9871 },
          { label: "NEGATIVE", score: 0.0129 },
        ]),
      { "hf-inference": "text-classification" },
    );
    const user = userEvent.setup();
    const model: ModelData = { id: "org/sentiment", tags: [], pipeline_tag: "text-classification" };
    const { container } = render(<TryIt model={model} provider="hf-inference" />);
    await typeToken(user);
    await user.type(screen.getByLabelText("Text to classify"), "What a lovely day");
    await user.click(screen.getByRole("button", { name: "Classify" }));
    const table = await screen.findByRole("table", { name: "Labels" });
    expect([...table.querySelectorAll("tbody tr")].map((row) => row.textContent)).toEqual([
      "POSITIVE0.987",
      "NEGATIVE0.013",
    ]);
    expect(calls[0]?.url).toBe("https://router.huggingface.co/hf-inference/models/org/sentiment");
    expect(calls[0]?.body).toMatchObject({ inputs: "What a lovely day" });
    expect(screen.getByRole("status").textContent).toBe("Done.");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("generates an image from a prompt and shows it", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    fakeFetch(() => new Response(png, { headers: { "content-type": "image/png" } }), {
      "hf-inference": "text-to-image",
    });
    const created = vi.fn((_blob: Blob) => "blob:generated");
    const revoked = vi.fn();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked }));
    const user = userEvent.setup();
    const model: ModelData = { id: "org/painter", tags: [], pipeline_tag: "text-to-image" };
    const view = render(<TryIt model={model} provider="hf-inference" />);
    await typeToken(user);
    await user.type(screen.getByLabelText("Prompt"), "a red fox");
    await user.click(screen.getByRole("button", { name: "Generate image" }));
    const image = await screen.findByRole("img", { name: "Image generated for: a red fox" });
    expect(image.getAttribute("src")).toBe("blob:generated");
    expect(created.mock.calls[0]?.[0].type).toBe("image/png");
    view.unmount();
    expect(revoked).toHaveBeenCalledWith("blob:generated");
  });

  it("transcribes an uploaded audio file, and refuses files over the size limit", async () => {
    const calls = fakeFetch(() => json({ text: "hello from the recording" }), {
      "hf-inference": "automatic-speech-recognition",
    });
    const user = userEvent.setup();
    const model: ModelData = { id: "org/whisper-ish", tags: [], pipeline_tag: "automatic-speech-recognition" };
    render(<TryIt model={model} provider="hf-inference" />);
    await typeToken(user);
    const picker = screen.getByLabelText("Audio to transcribe");
    const huge = new File([new Uint8Array(26 * 1024 * 1024)], "long.wav", { type: "audio/wav" });
    await user.upload(picker, huge);
    expect(screen.getByRole("alert").textContent).toContain("long.wav is 26.0 MB");
    const wav = new File([new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 65, 86, 69])], "hi.wav", {
      type: "audio/wav",
    });
    await user.upload(picker, wav);
    await user.click(screen.getByRole("button", { name: "Transcribe" }));
    await waitFor(() => expect(screen.getByText("hello from the recording")).toBeTruthy());
    expect(calls[0]?.body).toBeInstanceOf(Blob);
    expect(calls[0]?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
  });

  it("says so for a task it cannot run, with no token field", () => {
    const model: ModelData = { id: "org/depth", tags: [], pipeline_tag: "depth-estimation" };
    render(<TryIt model={model} />);
    expect(screen.getByText(/does not run depth-estimation models yet/)).toBeTruthy();
    expect(screen.queryByLabelText("Your Hugging Face token")).toBeNull();
  });

  it("a token set elsewhere (the gated-model form) is picked up at once", async () => {
    render(<TryIt model={chatModel} />);
    act(() => setVisitorToken(TOKEN, false));
    expect((screen.getByLabelText("Your Hugging Face token") as HTMLInputElement).value).toBe(TOKEN);
  });
});
