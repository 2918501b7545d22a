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

  describe("picks the provider by policy", () => {
    // Mapping order is the user's preference; figures make each policy pick a different provider.
    const mapping = [
      {
        provider: "together",
        providerId: "t",
        task: "conversational",
        throughput: 80,
        pricing: { input: 0.9, output: 0.9 },
      },
      {
        provider: "groq",
        providerId: "g",
        task: "conversational",
        throughput: 500,
        pricing: { input: 0.6, output: 0.8 },
      },
      { provider: "cerebras", providerId: "c", task: "conversational", pricing: { input: 0.1, output: 0.2 } },
      { provider: "novita", providerId: "n", task: "conversational", status: "staging" as const, throughput: 9000 },
    ];
    const servedBy = async (model: string) => {
      const response = await send(emulator(), url, { authorization, body: ask(model) });
      expect(response.status).toBe(200);
      return response.headers.get("x-inference-provider");
    };

    it.each([
      ["org/m", "together"],
      ["org/m:preferred", "together"],
      ["org/m:fastest", "groq"],
      ["org/m:cheapest", "cerebras"],
      ["org/m:cerebras", "cerebras"],
    ])("%s is served by %s", async (model, provider) => {
      emulator().setProviderMapping("org/m", mapping);
      expect(await servedBy(model)).toBe(provider);
    });

    it("skips staging entries and ranks entries without the figure last", async () => {
      emulator().setProviderMapping("org/m", [
        { provider: "together", providerId: "t", task: "conversational" },
        { provider: "novita", providerId: "n", task: "conversational", status: "staging", throughput: 9000 },
      ]);
      expect(await servedBy("org/m:fastest")).toBe("together");
      expect(await servedBy("org/m:cheapest")).toBe("together");
    });

    it("refuses a model whose chat entries are all staging, and a malformed id", async () => {
      emulator().setProviderMapping("org/m", [
        { provider: "novita", providerId: "n", task: "conversational", status: "staging" },
      ]);
      const none = await send(emulator(), url, { authorization, body: ask("org/m:fastest") });
      expect(await none.json()).toMatchObject({
        error: { message: "No live provider serves the requested model 'org/m'" },
      });
      const malformed = await send(emulator(), url, { authorization, body: ask("org/m:groq:fastest") });
      expect(malformed.status).toBe(400);
    });

    it("does not route providers the router no longer serves", async () => {
      const response = await send(emulator(), url, { authorization, body: ask("org/m:nebius") });
      expect(await response.json()).toMatchObject({
        error: { message: "Provider 'nebius' is not supported by the router" },
      });
    });
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
