// Model ids with a `:policy` or `:provider` suffix, end to end: the client sends chat to the router's own
// chat completion, which picks the provider (the emulated router applies the policies), and resolves
// everything else itself.
import { describe, expect, it } from "vitest";
import { InferenceClientInputError, InferenceClientRoutingError } from "../errors";
import { chatCompletion, chatCompletionStream } from "../tasks/chat";
import { textToImage } from "../tasks/vision";
import { HF_TOKEN, PROVIDER_KEY, useEmulator } from "../test-support/emulator";

const messages = [{ role: "user", content: "Which provider?" }];
const MODEL = "hub/policy-model";

describe("router policies through the client", () => {
  const emulator = useEmulator();
  const register = () =>
    emulator().setProviderMapping(MODEL, [
      { provider: "together", providerId: "together-org/m", task: "conversational", throughput: 90 },
      { provider: "groq", providerId: "groq-org/m", task: "conversational", throughput: 700 },
    ]);
  const calls = () => emulator().requests.map((r) => `${r.method} ${r.host}${r.path}`);

  it.each(["fastest", "cheapest", "preferred", "groq"])(
    "sends %s chat to the router with the model id whole, without a Hub lookup",
    async (suffix) => {
      register();
      const fetchSeen: string[] = [];
      const output = await chatCompletion(
        { model: `${MODEL}:${suffix}`, messages, accessToken: HF_TOKEN },
        {
          fetch: async (input, init) => {
            const response = await emulator().fetch(input, init);
            fetchSeen.push(response.headers.get("x-inference-provider") ?? "");
            return response;
          },
        },
      );
      expect(output.choices[0]?.message.content).toContain("Which provider?");
      expect(calls()).toEqual(["POST router.huggingface.co/v1/chat/completions"]);
      expect(emulator().requests[0]?.body).toMatchObject({ model: `${MODEL}:${suffix}` });
      expect(emulator().requests[0]?.headers.authorization).toBe(`Bearer ${HF_TOKEN}`);
      expect(fetchSeen).toEqual([suffix === "fastest" || suffix === "groq" ? "groq" : "together"]);
    },
  );

  it("streams through the router too", async () => {
    register();
    let text = "";
    for await (const chunk of chatCompletionStream(
      { model: `${MODEL}:fastest`, messages, accessToken: HF_TOKEN },
      { fetch: emulator().fetch },
    )) {
      text += chunk.choices[0]?.delta.content ?? "";
    }
    expect(text).toContain("Which provider?");
    expect(calls()).toEqual(["POST router.huggingface.co/v1/chat/completions"]);
  });

  it("calls the named provider directly with its own key, after looking the model up", async () => {
    register();
    await chatCompletion({ model: `${MODEL}:groq`, messages, accessToken: PROVIDER_KEY }, { fetch: emulator().fetch });
    expect(calls()).toEqual([`GET huggingface.co/api/models/${MODEL}`, "POST api.groq.com/openai/v1/chat/completions"]);
    expect(emulator().requests[1]?.body).toMatchObject({ model: "groq-org/m" });
    // The provider key went to the provider only.
    expect(emulator().requests[0]?.headers.authorization).toBeUndefined();
  });

  it("refuses the router's own selection with a provider key", async () => {
    const error = await chatCompletion(
      { model: `${MODEL}:fastest`, messages, accessToken: PROVIDER_KEY },
      { fetch: emulator().fetch },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientRoutingError);
    expect((error as Error).message).toBe("Cannot select auto-router when using non-Hugging Face API key.");
    expect(calls()).toEqual([]);
  });

  it("resolves a provider suffix of other tasks in the client", async () => {
    emulator().setProviderMapping("hub/image", [
      { provider: "nscale", providerId: "nscale-org/image", task: "text-to-image" },
      { provider: "together", providerId: "together-org/image", task: "text-to-image" },
    ]);
    const image = await textToImage(
      { model: "hub/image:together", inputs: "a fox", accessToken: HF_TOKEN },
      { fetch: emulator().fetch },
    );
    expect(image).toBeInstanceOf(Blob);
    expect(calls()).toContain("POST router.huggingface.co/together/v1/images/generations");
    const error = await textToImage(
      { model: "hub/image:fastest", inputs: "a fox", accessToken: HF_TOKEN },
      { fetch: emulator().fetch },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientInputError);
  });

  it("fails routed calls to providers the router no longer serves, naming direct use", async () => {
    emulator().setProviderMapping("hub/nebius-model", [
      { provider: "nebius", providerId: "nebius-org/m", task: "conversational" },
    ]);
    const error = await chatCompletion(
      { model: "hub/nebius-model", provider: "nebius", messages, accessToken: HF_TOKEN },
      { fetch: emulator().fetch },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InferenceClientRoutingError);
    expect((error as Error).message).toBe(
      "The Hugging Face router no longer serves Nebius: call Nebius directly by passing your Nebius API key as accessToken, or choose another provider.",
    );
    expect(calls().filter((c) => c.startsWith("POST"))).toEqual([]);
    // The same call with Nebius's own key goes to Nebius.
    await chatCompletion(
      { model: "hub/nebius-model:nebius", messages, accessToken: PROVIDER_KEY },
      { fetch: emulator().fetch },
    );
    expect(calls().at(-1)).toBe("POST api.studio.nebius.ai/v1/chat/completions");
  });
});
