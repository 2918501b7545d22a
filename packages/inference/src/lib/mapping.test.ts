import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  InferenceClientHubApiError,
  InferenceClientInputError,
  InferenceClientResponseTooLargeError,
  InferenceClientTimeoutError,
} from "../errors";
import { chatCompletion, chatCompletionStream } from "../tasks/chat";
import { featureExtraction, textClassification, textGenerationStream, textRanking } from "../tasks/nlp";
import { fakeFetch, jsonResponse } from "../test-support/fake-fetch";
import { setLogger } from "./logger";
import { clearProviderMappingCache, HUB_CACHE_MS, MAPPING_CACHE_ENTRIES } from "./mapping";

const messages = [{ role: "user", content: "Hi" }];
const HUB = "https://huggingface.co/api/models/org/m?expand[]=inferenceProviderMapping";

/** Answers the Hub lookup with `mapping` and inference calls with a 400. */
function hub(mapping: unknown, status = 200) {
  return fakeFetch((call) =>
    call.url.startsWith("https://huggingface.co/")
      ? jsonResponse(mapping, status)
      : jsonResponse({ error: "stop" }, 400),
  );
}

beforeEach(() => clearProviderMappingCache());

describe("provider mapping", () => {
  it("auto picks the first provider of the mapping, and the lookup is cached", async () => {
    const { fetch, calls } = hub({
      inferenceProviderMapping: [
        { provider: "scaleway", providerId: "s/m", hfModelId: "org/m", task: "feature-extraction", status: "live" },
        { provider: "hf-inference", providerId: "org/m", hfModelId: "org/m", task: "feature-extraction" },
      ],
    });
    for (let i = 0; i < 2; i++) {
      await featureExtraction(
        { model: "org/m", provider: "auto", inputs: "Hi", accessToken: "hf_abc" },
        { fetch, maxRetries: 0 },
      ).catch(() => undefined);
    }
    expect(calls.map((c) => c.url)).toEqual([
      HUB,
      "https://router.huggingface.co/scaleway/v1/embeddings",
      "https://router.huggingface.co/scaleway/v1/embeddings",
    ]);
    expect(calls[0]?.headers.authorization).toBe("Bearer hf_abc");
    expect(calls[1]?.body).toMatchObject({ model: "s/m" });
  });

  it("auto leaves a chat model's provider to the router: no lookup", async () => {
    const { fetch, calls } = hub({ inferenceProviderMapping: [] });
    await chatCompletion({ model: "org/m", messages, accessToken: "hf_abc" }, { fetch, maxRetries: 0 }).catch(
      () => undefined,
    );
    expect(calls.map((c) => c.url)).toEqual(["https://router.huggingface.co/v1/chat/completions"]);
    expect(calls[0]?.body).toMatchObject({ model: "org/m" });
  });

  it("sends no Authorization to the Hub with a provider key, and reads the legacy object form", async () => {
    const { fetch, calls } = hub({
      inferenceProviderMapping: { groq: { providerId: "g/m", task: "conversational", status: "live" } },
    });
    await chatCompletion(
      { model: "org/m", provider: "groq", messages, accessToken: "gsk_1" },
      { fetch, maxRetries: 0 },
    ).catch(() => undefined);
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[1]?.body).toMatchObject({ model: "g/m" });
  });

  it("rejects a provider the model is not mapped to, and a task the mapping does not serve", async () => {
    const { fetch } = hub({
      inferenceProviderMapping: [
        { provider: "groq", providerId: "g/m", hfModelId: "org/m", task: "text-generation", status: "live" },
      ],
    });
    await expect(chatCompletion({ model: "org/m", provider: "together", messages }, { fetch })).rejects.toThrow(
      new InferenceClientInputError("We have not been able to find inference provider information for model org/m."),
    );
    await expect(chatCompletion({ model: "org/m", provider: "groq", messages }, { fetch })).rejects.toThrow(
      "Model org/m is not supported for task conversational and provider groq. Supported task: text-generation.",
    );
  });

  it("refuses a mapping entry that names no task, on chat and on a helper that runs another task's models", async () => {
    const { fetch, calls } = hub({
      inferenceProviderMapping: [
        { provider: "groq", providerId: "g/m", hfModelId: "org/m", status: "live" },
        { provider: "hf-inference", providerId: "org/m", hfModelId: "org/m", status: "live" },
      ],
    });
    await expect(chatCompletion({ model: "org/m", provider: "groq", messages }, { fetch })).rejects.toThrow(
      "Model org/m is not supported for task conversational and provider groq. Supported task: undefined.",
    );
    await expect(
      featureExtraction({ model: "org/m", provider: "hf-inference", inputs: "x" }, { fetch }),
    ).rejects.toThrow("Model org/m is not supported for task feature-extraction and provider hf-inference.");
    // Only the Hub was asked: no provider call was made on the malformed entry.
    expect(calls.every((call) => call.url.startsWith("https://huggingface.co/"))).toBe(true);
  });

  it("treats feature-extraction and sentence-similarity alike on hf-inference", async () => {
    const { fetch, calls } = hub({
      inferenceProviderMapping: [
        {
          provider: "hf-inference",
          providerId: "org/m",
          hfModelId: "org/m",
          task: "sentence-similarity",
          status: "live",
        },
      ],
    });
    await featureExtraction({ model: "org/m", provider: "hf-inference", inputs: "x" }, { fetch, maxRetries: 0 }).catch(
      () => undefined,
    );
    expect(calls[1]?.url).toBe("https://router.huggingface.co/hf-inference/models/org/m/pipeline/feature-extraction");
  });

  it("ranks with a text-classification model on hf-inference, but does not classify with a reranker", async () => {
    const mapped = (task: string) =>
      hub({
        inferenceProviderMapping: [
          { provider: "hf-inference", providerId: "org/m", hfModelId: "org/m", task, status: "live" },
        ],
      });
    const ranking = mapped("text-classification");
    const inputs = { query: "q", texts: ["a"] };
    await textRanking(
      { model: "org/m", provider: "hf-inference", inputs },
      { fetch: ranking.fetch, maxRetries: 0 },
    ).catch(() => undefined);
    expect(ranking.calls[1]?.url).toBe("https://router.huggingface.co/hf-inference/models/org/m/pipeline/text-ranking");
    clearProviderMappingCache();
    const classifying = mapped("text-ranking");
    await expect(
      textClassification({ model: "org/m", provider: "hf-inference", inputs: "x" }, { fetch: classifying.fetch }),
    ).rejects.toThrow(
      "Model org/m is not supported for task text-classification and provider hf-inference. Supported task: text-ranking.",
    );
  });

  it("warns about staging models", async () => {
    const warn = vi.fn();
    setLogger({ ...console, warn });
    const { fetch } = hub({
      inferenceProviderMapping: [
        { provider: "groq", providerId: "g/m", hfModelId: "org/m", task: "conversational", status: "staging" },
      ],
    });
    await chatCompletion({ model: "org/m", provider: "groq", messages }, { fetch, maxRetries: 0 }).catch(
      () => undefined,
    );
    setLogger(console);
    expect(warn).toHaveBeenCalledWith(
      "Model org/m is in staging mode for provider groq. Meant for test purposes only.",
    );
  });

  it("reports Hub failures as HubApiErrors with the Hub's message", async () => {
    const cases: Array<[() => Response, string]> = [
      [
        () => jsonResponse({ error: "Repository not found" }, 404),
        "Failed to fetch inference provider mapping for model org/m: Repository not found",
      ],
      [() => new Response("oops", { status: 500 }), "Failed to fetch inference provider mapping for model org/m"],
      [
        () => new Response("{not json", { status: 200 }),
        "Failed to fetch inference provider mapping for model org/m: malformed API response, invalid JSON",
      ],
      [
        () => jsonResponse({ id: "org/m" }),
        "We have not been able to find inference provider information for model org/m.",
      ],
    ];
    for (const [reply, message] of cases) {
      clearProviderMappingCache();
      const { fetch } = fakeFetch(reply);
      const error = await chatCompletion(
        { model: "org/m", provider: "groq", messages },
        { fetch, maxRetries: 0 },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InferenceClientHubApiError);
      expect((error as Error).message).toBe(message);
    }
  });

  it("a Hub answer that cannot be read whole fails as what happened, not as malformed JSON", async () => {
    const big = () => jsonResponse({ inferenceProviderMapping: [], padding: "x".repeat(2_000) });
    const tooLarge = await chatCompletion(
      { model: "org/m", provider: "groq", messages },
      { fetch: fakeFetch(big).fetch, maxRetries: 0, maxResponseBytes: 1_000 },
    ).catch((e: unknown) => e);
    expect(tooLarge).toBeInstanceOf(InferenceClientResponseTooLargeError);

    clearProviderMappingCache();
    // Headers at once, then a body that never comes, cut when the request's signal aborts (as fetch does).
    const stalled = (async (_url: RequestInfo | URL, init?: RequestInit) =>
      new Response(
        new ReadableStream({
          start: (controller) => init?.signal?.addEventListener("abort", () => controller.error(init.signal?.reason)),
        }),
        { headers: { "content-type": "application/json" } },
      )) as typeof fetch;
    const timedOut = await chatCompletion(
      { model: "org/m", provider: "groq", messages },
      { fetch: stalled, maxRetries: 0, timeout: 200 },
    ).catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(InferenceClientTimeoutError);
  });

  it("without a model, takes the Hub's default for the task; a failed task-list lookup is not kept", async () => {
    const TASKS = "https://huggingface.co/api/tasks";
    let tasksReply = () => new Response("oops", { status: 500 });
    const { fetch, calls } = fakeFetch((call) => {
      if (call.url === TASKS) return tasksReply();
      if (call.url === HUB) {
        return jsonResponse({
          inferenceProviderMapping: [
            {
              provider: "hf-inference",
              providerId: "g/m",
              hfModelId: "org/m",
              task: "feature-extraction",
              status: "live",
            },
          ],
        });
      }
      return jsonResponse({ error: "stop" }, 400);
    });
    const embed = () =>
      featureExtraction({ provider: "hf-inference", inputs: "x" }, { fetch, maxRetries: 0 }).catch((e: unknown) => e);
    // A refusal, then an answer that is not JSON: both are Hub errors, and neither is kept.
    for (const reply of [tasksReply, () => new Response("{not json", { status: 200 })]) {
      tasksReply = reply;
      const error = await embed();
      expect(error).toBeInstanceOf(InferenceClientHubApiError);
      expect((error as Error).message).toBe("Failed to load tasks definitions from Hugging Face Hub.");
    }
    tasksReply = () =>
      jsonResponse({
        "feature-extraction": { models: [{ id: "org/m" }] },
        "text-generation": { models: [{ id: "org/m" }] },
      });
    await embed();
    await embed();
    expect(calls.map((c) => c.url).slice(0, 4)).toEqual([TASKS, TASKS, TASKS, HUB]);
    // The task list and the mapping are each fetched once; both calls then go to the mapped model.
    expect(calls).toHaveLength(6);
    expect(calls[4]?.url).toBe("https://router.huggingface.co/hf-inference/models/g/m/pipeline/feature-extraction");
    expect(calls[5]?.url).toBe(calls[4]?.url);
    // Streams other than chat's take the default too: here a model the mapping serves for another task.
    const stream = textGenerationStream({ provider: "hf-inference", inputs: "x" }, { fetch, maxRetries: 0 });
    await expect(stream.next()).rejects.toThrow(
      "Model org/m is not supported for task text-generation and provider hf-inference. Supported task: feature-extraction.",
    );
    await expect(textClassification({ provider: "hf-inference", inputs: "x" }, { fetch })).rejects.toThrow(
      new InferenceClientInputError(
        "No default model defined for task text-classification, please define the model explicitly.",
      ),
    );
  });

  it("keeps the Hub's task list as long as a mapping, then asks again", async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.url === "https://huggingface.co/api/tasks"
        ? jsonResponse({ "feature-extraction": { models: [{ id: "org/m" }] } })
        : jsonResponse({ error: "stop" }, 400),
    );
    const embed = () =>
      featureExtraction({ provider: "hf-inference", inputs: "x" }, { fetch, maxRetries: 0 }).catch(() => undefined);
    const taskLookups = () => calls.filter((c) => c.url.endsWith("/api/tasks")).length;
    // Far past whatever another test left cached.
    const start = Date.now() + 100 * HUB_CACHE_MS;
    const now = vi.spyOn(Date, "now").mockReturnValue(start);
    try {
      await embed();
      now.mockReturnValue(start + HUB_CACHE_MS - 1);
      await embed();
      expect(taskLookups()).toBe(1);
      now.mockReturnValue(start + HUB_CACHE_MS);
      await embed();
      expect(taskLookups()).toBe(2);
    } finally {
      now.mockRestore();
    }
  });

  it("refuses chat without a model at once: the Hub has no default chat model to look up", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ conversational: { models: [{ id: "org/m" }] } }));
    for (const stream of [false, true]) {
      const call = stream
        ? chatCompletionStream({ provider: "groq", messages }, { fetch }).next()
        : chatCompletion({ provider: "groq", messages }, { fetch });
      await expect(call).rejects.toThrow(
        new InferenceClientInputError(
          "No default model defined for task conversational, please define the model explicitly.",
        ),
      );
    }
    expect(calls).toEqual([]);
  });

  describe("cache", () => {
    const groqMapping = (model: string) => ({
      inferenceProviderMapping: [
        { provider: "groq", providerId: `g/${model}`, hfModelId: model, task: "conversational" },
      ],
    });
    /** A Hub answering any model, and a chat call through groq that records what the Hub was asked. */
    function chatVia() {
      const { fetch, calls } = fakeFetch((call) => {
        const model = /models\/(.+)\?/.exec(call.url)?.[1];
        return model ? jsonResponse(groqMapping(model)) : jsonResponse({ error: "stop" }, 400);
      });
      const chat = (model: string, accessToken?: string) =>
        chatCompletion({ model, provider: "groq", messages, accessToken }, { fetch, maxRetries: 0 }).catch(
          () => undefined,
        );
      const lookups = () => calls.filter((c) => c.url.startsWith("https://huggingface.co/"));
      return { chat, lookups };
    }

    it("keeps one lookup per Hub token: a private model's mapping is not served to another token", async () => {
      const { chat, lookups } = chatVia();
      await chat("org/m", "hf_alice");
      await chat("org/m", "hf_alice");
      await chat("org/m", "hf_bob");
      // No Hub credential: one shared, anonymous lookup.
      await chat("org/m");
      await chat("org/m", "gsk_provider_key");
      expect(lookups().map((c) => c.headers.authorization)).toEqual(["Bearer hf_alice", "Bearer hf_bob", undefined]);
    });

    it("is bounded: a flood of model ids evicts the oldest entries only", async () => {
      const { chat, lookups } = chatVia();
      const models = Array.from({ length: MAPPING_CACHE_ENTRIES + 10 }, (_, i) => `org/m${i}`);
      for (const model of models) await chat(model);
      expect(lookups()).toHaveLength(models.length);
      // The newest are still kept; the first ten made room and are looked up again.
      await chat(models.at(-1) as string);
      await chat(models[10] as string);
      expect(lookups()).toHaveLength(models.length);
      await chat(models[0] as string);
      expect(lookups()).toHaveLength(models.length + 1);
    });

    it("expires, so a long-lived process sees a model's providers change", async () => {
      const { chat, lookups } = chatVia();
      const start = Date.now();
      const now = vi.spyOn(Date, "now").mockReturnValue(start);
      try {
        await chat("org/m");
        now.mockReturnValue(start + HUB_CACHE_MS - 1);
        await chat("org/m");
        expect(lookups()).toHaveLength(1);
        now.mockReturnValue(start + HUB_CACHE_MS);
        await chat("org/m");
        expect(lookups()).toHaveLength(2);
      } finally {
        now.mockRestore();
      }
    });
  });

  it("keeps a stranger's model id from reaching another Hub API with the caller's token", async () => {
    const { fetch, calls } = hub({ inferenceProviderMapping: [] });
    const lookup = (model: string) =>
      chatCompletion({ model, provider: "groq", messages, accessToken: "hf_abc" }, { fetch, maxRetries: 0 }).catch(
        (error) => error,
      );
    for (const model of ["../../api/whoami-v2", "org/..", "./m", "org/./m"]) {
      const error = await lookup(model);
      expect(error, model).toBeInstanceOf(InferenceClientInputError);
      expect(error.message).toBe(`Model id "${model}" is not a Hub model id: it has a "." or ".." segment.`);
    }
    expect(calls).toEqual([]);
    // Query, fragment and backslash are sent as part of the id, so the lookup stays this model's.
    await lookup("org/m?expand[]=x#y");
    await lookup("org\\..\\..\\api");
    expect(calls.map((c) => c.url)).toEqual([
      "https://huggingface.co/api/models/org/m%3Fexpand%5B%5D%3Dx%23y?expand[]=inferenceProviderMapping",
      "https://huggingface.co/api/models/org%5C..%5C..%5Capi?expand[]=inferenceProviderMapping",
    ]);
  });

  it("quotes at most 64 characters of the task a hostile Hub answer names", async () => {
    const { fetch } = hub({
      inferenceProviderMapping: [{ provider: "groq", providerId: "g/m", hfModelId: "org/m", task: "x".repeat(1e6) }],
    });
    const error = await chatCompletion({ model: "org/m", provider: "groq", messages }, { fetch }).catch((e) => e);
    expect(error).toBeInstanceOf(InferenceClientInputError);
    expect(error.message).toBe(
      `Model org/m is not supported for task conversational and provider groq. Supported task: ${"x".repeat(64)}.`,
    );
  });

  it("needs a model for auto", async () => {
    await expect(chatCompletion({ provider: "auto", messages })).rejects.toThrow(
      "Specifying a model is required when provider is 'auto'",
    );
  });
});
