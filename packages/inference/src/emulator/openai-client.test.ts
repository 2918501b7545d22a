// A third-party OpenAI client, pointed at the emulator by base URL, as the README shows for other tools.
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { HF_TOKEN, useEmulator } from "../test-support/emulator";

describe("the openai package against the emulator", () => {
  const emulator = useEmulator();
  const client = () =>
    new OpenAI({ apiKey: HF_TOKEN, baseURL: emulator().rewriteUrl("https://router.huggingface.co/v1"), maxRetries: 0 });
  const messages = [{ role: "user" as const, content: "Tell me about tides" }];

  it("completes a chat", async () => {
    const completion = await client().chat.completions.create({ model: "org/model:groq", messages });
    expect(completion.choices[0]?.message.content).toContain("Tell me about tides");
    expect(emulator().requests[0]).toMatchObject({ host: "router.huggingface.co", path: "/v1/chat/completions" });
  });

  it("streams a chat with its own SSE parser", async () => {
    const stream = await client().chat.completions.create({ model: "org/model", messages, stream: true });
    let text = "";
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? "";
    expect(text).toContain("Tell me about tides");
  });

  it("sees injected faults as its own error classes", async () => {
    emulator().inject({ kind: "rate-limit", retryAfterMs: 5 });
    await expect(client().chat.completions.create({ model: "org/model", messages })).rejects.toBeInstanceOf(
      OpenAI.RateLimitError,
    );
    emulator().inject({ kind: "stream-error", afterChunks: 2 });
    const stream = await client().chat.completions.create({ model: "org/model", messages, stream: true });
    await expect(
      (async () => {
        for await (const _ of stream) {
          // drain
        }
      })(),
    ).rejects.toThrow(/Emulated stream error/);
  });
});
