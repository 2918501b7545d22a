// Every (provider, task) against the emulator, routed with a Hub token and direct with a provider key,
// through the real network stack, the Hub mapping lookup and each provider's async protocol.
import { describe, expect, it } from "vitest";
import { InferenceClientProviderOutputError } from "../errors";
import { isDirectOnly, PROVIDER_FACTS } from "../providers/facts";
import { tasksOf } from "../providers/getProviderHelper";
import { HF_TOKEN, PROVIDER_KEY, useEmulator } from "../test-support/emulator";
import { providerIdFor, TASK_CALLS, type TaskCall } from "../test-support/fake-fetch";
import { INFERENCE_PROVIDERS } from "../types";

const isBlobOf = (prefix: string) => (v: unknown) => v instanceof Blob && v.size > 0 && v.type.startsWith(prefix);
const isLabelScores = (v: unknown) =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x.label === "string" && typeof x.score === "number");

/** What each task's output must look like (spec section 3 shapes). */
const OUTPUT: Record<string, (output: unknown) => boolean> = {
  conversational: (v) => {
    const o = v as { choices?: Array<{ message?: { content?: unknown } }>; id?: unknown; usage?: unknown };
    return typeof o.choices?.[0]?.message?.content === "string" && typeof o.id === "string" && !!o.usage;
  },
  "text-generation": (v) => typeof (v as { generated_text?: unknown }).generated_text === "string",
  "text-to-image": isBlobOf("image/"),
  "image-to-image": isBlobOf("image/"),
  "text-to-video": isBlobOf("video/"),
  "image-to-video": isBlobOf("video/"),
  "image-text-to-image": isBlobOf("image/"),
  "image-text-to-video": isBlobOf("video/"),
  "text-to-speech": isBlobOf("audio/"),
  "text-to-audio": isBlobOf("audio/"),
  "automatic-speech-recognition": (v) => typeof (v as { text?: unknown }).text === "string",
  "audio-classification": isLabelScores,
  "image-classification": isLabelScores,
  "text-classification": isLabelScores,
  "zero-shot-classification": isLabelScores,
  "zero-shot-image-classification": isLabelScores,
  "image-segmentation": (v) =>
    Array.isArray(v) && v.length > 0 && v.every((x) => typeof x.label === "string" && typeof x.mask === "string"),
  "object-detection": (v) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x.box?.xmin === "number"),
  "feature-extraction": (v) => Array.isArray(v) && v.length > 0,
  "sentence-similarity": (v) => Array.isArray(v) && v.every((x) => typeof x === "number"),
  "text-ranking": (v) => Array.isArray(v) && v.length === 2 && v.every((x) => typeof x.index === "number"),
  "fill-mask": (v) =>
    Array.isArray(v) && v.every((x) => typeof x.token_str === "string" && typeof x.score === "number"),
  summarization: (v) => typeof (v as { summary_text?: unknown }).summary_text === "string",
  translation: (v) => typeof (v as { translation_text?: unknown }).translation_text === "string",
  "question-answering": (v) => typeof (v as { answer?: unknown }).answer === "string",
  "document-question-answering": (v) => typeof (v as { answer?: unknown }).answer === "string",
  "visual-question-answering": (v) => typeof (v as { answer?: unknown }).answer === "string",
  "table-question-answering": (v) => Array.isArray((v as { cells?: unknown }).cells),
  "token-classification": (v) => Array.isArray(v) && v.every((x) => typeof x.entity_group === "string"),
  "image-to-text": (v) => typeof (v as { generated_text?: unknown }).generated_text === "string",
  "audio-to-audio": (v) => Array.isArray(v) && v.every((x) => typeof x.blob === "string"),
  "tabular-classification": (v) => Array.isArray(v) && v.every((x) => typeof x === "number"),
  "tabular-regression": (v) => Array.isArray(v) && v.every((x) => typeof x === "number"),
};

/** Tasks the emulator serves: those of the reference provider list, and publicai chat. */
const PAIRS = INFERENCE_PROVIDERS.flatMap((provider) =>
  tasksOf(provider)
    .filter((task) => provider !== "fal-ai" || !task.startsWith("image-text-to-"))
    .map((task) => ({ provider, task })),
);

describe("every provider and task against the emulator", () => {
  const emulator = useEmulator();

  it("covers the 98 (provider, task) pairs", () => {
    expect(PAIRS).toHaveLength(98);
  });

  for (const { provider, task } of PAIRS) {
    // OpenAI and the providers the router no longer serves take only their own keys; hf-inference lives on
    // the router, which takes only Hub tokens.
    const modes =
      provider === "openai" || isDirectOnly(provider)
        ? (["direct"] as const)
        : provider === "hf-inference"
          ? (["routed"] as const)
          : (["routed", "direct"] as const);
    for (const mode of modes) {
      it(`${provider} ${task} (${mode})`, async () => {
        const em = emulator();
        const model = provider === "openai" ? "openai/gpt-4o-mini" : `hub-${provider}/${task}-model`;
        if (provider !== "openai") {
          em.setProviderMapping(model, [{ provider, providerId: providerIdFor(provider, task), task }]);
        }
        const [fn, args] = TASK_CALLS[task] as [TaskCall, Record<string, unknown>];
        const output = await fn(
          { ...args, model, provider, accessToken: mode === "routed" ? HF_TOKEN : PROVIDER_KEY },
          { fetch: em.fetch, pollIntervalMs: 5, maxRetries: 0 },
        );
        expect(OUTPUT[task]?.(output), JSON.stringify(output)?.slice(0, 300)).toBe(true);
        const inference = em.requests.find((r) => r.method === "POST");
        if (mode === "routed") expect(inference?.host).toBe("router.huggingface.co");
        else expect(inference?.host).not.toBe("router.huggingface.co");
      });
    }
  }
});

describe("every provider and task turns a bad answer into a ProviderOutputError", () => {
  const emulator = useEmulator();

  for (const { provider, task } of PAIRS) {
    for (const kind of ["wrong-shape", "malformed-json"] as const) {
      it(`${provider} ${task}: ${kind}`, async () => {
        const em = emulator();
        const direct = provider === "openai" || isDirectOnly(provider);
        const model = provider === "openai" ? "openai/gpt-4o-mini" : `hub-${provider}/${task}-model`;
        if (provider !== "openai")
          em.setProviderMapping(model, [{ provider, providerId: providerIdFor(provider, task), task }]);
        const host = direct ? new URL(PROVIDER_FACTS[provider].baseUrl).host : "router.huggingface.co";
        em.inject({ kind, match: { host } });
        const [fn, args] = TASK_CALLS[task] as [TaskCall, Record<string, unknown>];
        const error = await fn(
          { ...args, model, provider, accessToken: direct ? PROVIDER_KEY : HF_TOKEN },
          { fetch: em.fetch, pollIntervalMs: 5, maxRetries: 0 },
        ).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
      });
    }
  }
});

describe("provider auto", () => {
  const emulator = useEmulator();

  it("sends chat to the router's own chat completion, which picks the provider", async () => {
    const em = emulator();
    em.setProviderMapping("hub/auto-model", [
      { provider: "together", providerId: "together-org/model", task: "conversational" },
      { provider: "groq", providerId: "groq-org/model", task: "conversational" },
    ]);
    const [fn, args] = TASK_CALLS.conversational as [TaskCall, Record<string, unknown>];
    await fn({ ...args, model: "hub/auto-model", accessToken: HF_TOKEN }, { fetch: em.fetch });
    expect(em.requests.map((r) => `${r.method} ${r.host}${r.path}`)).toEqual([
      "POST router.huggingface.co/v1/chat/completions",
    ]);
    expect(em.requests[0]?.body).toMatchObject({ model: "hub/auto-model" });
  });

  it("routes other tasks to the first provider of the model's mapping", async () => {
    const em = emulator();
    em.setProviderMapping("hub/auto-image", [
      { provider: "nscale", providerId: "nscale-org/image", task: "text-to-image" },
      { provider: "together", providerId: "together-org/image", task: "text-to-image" },
    ]);
    const [fn, args] = TASK_CALLS["text-to-image"] as [TaskCall, Record<string, unknown>];
    await fn({ ...args, model: "hub/auto-image", accessToken: HF_TOKEN }, { fetch: em.fetch });
    const inference = em.requests.find((r) => r.method === "POST");
    expect(inference?.path).toBe("/nscale/v1/images/generations");
    expect(inference?.body).toMatchObject({ model: "nscale-org/image" });
  });
});
