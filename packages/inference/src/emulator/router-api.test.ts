import { describe, expect, it } from "vitest";
import { HF_TOKEN, useEmulator } from "../test-support/emulator";
import { send, sseData } from "../test-support/requests";

const url = "https://router.huggingface.co/v1/chat/completions";
const authorization = `Bearer ${HF_TOKEN}`;
const ask = (model: string, extra: Record<string, unknown> = {}) => ({
  model,
  messages: [{ role: "user", content: "Hi there" }],
  ...extra,
});

describe("router OpenAI-compatible API", () => {
  const emulator = useEmulator();

  it("answers model and model:provider chat completions", async () => {
    for (const model of ["org/m", "org/m:groq", "org/m:fastest"]) {
      const response = await send(emulator(), url, { authorization, body: ask(model) });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ model, object: "chat.completion" });
    }
  });

  it("streams chunks ending with [DONE]", async () => {
    const events = await sseData(await send(emulator(), url, { authorization, body: ask("org/m", { stream: true }) }));
    expect(events.at(-1)).toBe("[DONE]");
    const text = events
      .slice(0, -1)
      .map(
        (e) => (JSON.parse(e) as { choices: Array<{ delta: { content?: string } }> }).choices[0]?.delta.content ?? "",
      )
      .join("");
    expect(text).toContain("Hi there");
  });

  it("checks the provider suffix against the registered mapping", async () => {
    emulator().setProviderMapping("org/m", [{ provider: "groq", providerId: "m", task: "conversational" }]);
    expect((await send(emulator(), url, { authorization, body: ask("org/m:groq") })).status).toBe(200);
    const wrong = await send(emulator(), url, { authorization, body: ask("org/m:together") });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: { message: "The requested model 'org/m' is not supported by provider 'together'" },
    });
    const unknown = await send(emulator(), url, { authorization, body: ask("org/m:nobody") });
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      "Provider 'nobody' is not supported by the router",
    );
    emulator().setProviderMapping("org/tti", [{ provider: "fal-ai", providerId: "x", task: "text-to-image" }]);
    expect((await send(emulator(), url, { authorization, body: ask("org/tti") })).status).toBe(400);
  });

  it("lists registered models", async () => {
    emulator().setProviderMapping("org/m", [{ provider: "groq", providerId: "m", task: "conversational" }]);
    const list = await (await send(emulator(), "https://router.huggingface.co/v1/models", { authorization })).json();
    expect(list).toMatchObject({
      object: "list",
      data: [{ id: "org/m", providers: [{ provider: "groq", status: "live" }] }],
    });
  });

  it("needs a hub token", async () => {
    expect((await send(emulator(), url, { body: ask("org/m") })).status).toBe(401);
  });
});
