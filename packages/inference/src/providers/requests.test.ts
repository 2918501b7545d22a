// Request building for every (provider, task): URL direct and routed, Authorization, payload.
import { describe, expect, it } from "vitest";
import { InferenceClientProviderApiError, InferenceClientRoutingError } from "../errors";
import * as tasks from "../tasks/index";
import { fakeFetch, mappingFor, TASK_CALLS, type TaskCall } from "../test-support/fake-fetch";
import { directBase, directUrl, falQueueUrl, NO_LONGER_ROUTED, routedUrl } from "../test-support/provider-oracle";
import type { InferenceProvider, InferenceTask } from "../types";
import { HELPERS_BY_PROVIDER } from "./getProviderHelper";

const HF_TOKEN = "hf_test_token_123";
const KEY = "provider-key-456";
const ID = "org/model-x";

type Body = Record<string, unknown>;
interface Case {
  provider: InferenceProvider;
  task: InferenceTask;
  direct: string;
  routed: string;
  body?: (body: Body) => void;
  /** The mapping's provider-side model id, when the route needs a particular one (default ID). */
  providerId?: string;
}

/** A pair whose direct URL is `{base}/{route}` and routed URL `router/{provider}/{route}`. */
function pair(provider: InferenceProvider, task: InferenceTask, route: string, body?: Case["body"]): Case {
  return {
    provider,
    task,
    direct: `${directBase(provider)}/${route}`,
    routed: routedUrl(provider, `/${route}`),
    body,
  };
}

const chatBody = (body: Body) => {
  expect(body.model).toBe(ID);
  expect(body.messages).toEqual([{ role: "user", content: "Hi" }]);
};
const promptBody = (key: string) => (body: Body) => expect(body[key]).toBe("a red fox");
/** The sample PNG of TASK_CALLS, base64-encoded. */
const PNG_BASE64 = "iVBORw0KGgo=";
/** WaveSpeed image tasks: the image as bare base64 in `image` and `images`, the prompt from the parameters. */
const wavespeedImageBody = (prompt: string | undefined) => (body: Body) =>
  expect(body).toEqual({ image: PNG_BASE64, images: [PNG_BASE64], ...(prompt ? { prompt } : undefined) });

/** An OpenAI-style transcription upload: the model as a field, the audio as a file named for its type. */
const transcriptionForm = (body: Body) => {
  expect(body.model).toBe(ID);
  expect(body.file).toBeInstanceOf(File);
  expect((body.file as File).name).toBe("audio.wav");
};
const dataPng = /^data:image\/png;base64,/;

const HF_ROUTE = `${directBase("hf-inference")}/models/${ID}`;
const hf = (task: InferenceTask, route = HF_ROUTE, body?: Case["body"]): Case => ({
  provider: "hf-inference",
  task,
  direct: route,
  routed: route,
  body,
});
const falQueue = (task: InferenceTask, body?: Case["body"]): Case => ({
  provider: "fal-ai",
  task,
  direct: falQueueUrl(`/${ID}`),
  routed: routedUrl("fal-ai", `/${ID}?_subdomain=queue`),
  body,
});

const CASES: Case[] = [
  pair("black-forest-labs", "text-to-image", `v1/${ID}`, (b) => {
    expect(b.prompt).toBe("a red fox");
    expect(b.model).toBeUndefined();
  }),
  pair("cerebras", "conversational", "v1/chat/completions", chatBody),
  pair("cohere", "conversational", "compatibility/v1/chat/completions", chatBody),
  pair("baseten", "conversational", "v1/chat/completions", chatBody),
  pair("deepinfra", "conversational", "v1/openai/chat/completions", chatBody),
  pair("deepinfra", "text-generation", "v1/openai/completions", (b) => {
    expect(b).toMatchObject({ model: ID, prompt: "Once", max_tokens: 5 });
    expect(b.max_new_tokens).toBeUndefined();
  }),
  pair("deepinfra", "feature-extraction", "v1/openai/embeddings", (b) =>
    expect(b).toEqual({ input: "Hello", model: ID }),
  ),
  pair("deepinfra", "text-to-image", "v1/openai/images/generations", (b) =>
    expect(b).toEqual({ prompt: "a red fox", model: ID, num_inference_steps: 4, response_format: "b64_json" }),
  ),
  pair("deepinfra", "text-to-speech", "v1/openai/audio/speech", (b) =>
    expect(b).toEqual({ input: "a red fox", model: ID }),
  ),
  pair("deepinfra", "automatic-speech-recognition", "v1/openai/audio/transcriptions", transcriptionForm),
  pair("fal-ai", "text-to-image", ID, (b) => {
    expect(b).toMatchObject({ prompt: "a red fox", sync_mode: true, num_inference_steps: 4 });
  }),
  pair("fal-ai", "text-to-speech", ID, promptBody("text")),
  falQueue("text-to-video", promptBody("prompt")),
  falQueue("image-to-image", (b) => {
    expect(String(b.image_url)).toMatch(/^data:image\/png;base64,/);
    expect(b.prompt).toBe("make it blue");
  }),
  pair("fal-ai", "automatic-speech-recognition", ID, (b) => {
    // fal decodes WAV data URLs only under this label.
    expect(String(b.audio_url)).toMatch(/^data:audio\/x-wav;base64,/);
  }),
  falQueue("text-to-audio", promptBody("prompt")),
  falQueue("audio-to-audio", (b) => expect(String(b.audio_url)).toMatch(/^data:audio\/x-wav;base64,/)),
  falQueue("image-segmentation", (b) => {
    expect(b.sync_mode).toBe(true);
    expect(String(b.image_url)).toMatch(/^data:image\/png;base64,/);
  }),
  falQueue("image-to-video", (b) => expect(String(b.image_url)).toMatch(/^data:image\/png;base64,/)),
  pair("featherless-ai", "conversational", "v1/chat/completions", chatBody),
  pair("featherless-ai", "text-generation", "v1/completions", (b) => {
    expect(b).toMatchObject({ model: ID, prompt: "Once", max_tokens: 5 });
    expect(b.max_new_tokens).toBeUndefined();
  }),
  pair("fireworks-ai", "conversational", "inference/v1/chat/completions", chatBody),
  pair("groq", "conversational", "openai/v1/chat/completions", chatBody),
  pair("groq", "text-generation", "openai/v1/chat/completions", (b) => {
    expect(b).toMatchObject({ model: ID, messages: [{ content: "Once", role: "user" }], max_tokens: 5 });
  }),
  hf("text-to-image", HF_ROUTE, (b) => expect(b.inputs).toBe("a red fox")),
  hf("conversational", `${HF_ROUTE}/v1/chat/completions`, chatBody),
  hf("text-generation", HF_ROUTE, (b) =>
    expect(b).toMatchObject({ inputs: "Once", parameters: { max_new_tokens: 5 } }),
  ),
  hf("text-classification"),
  hf("question-answering"),
  hf("audio-classification"),
  hf("automatic-speech-recognition"),
  hf("fill-mask"),
  hf("feature-extraction", `${HF_ROUTE}/pipeline/feature-extraction`),
  hf("image-classification"),
  hf("image-segmentation", HF_ROUTE, (b) => expect(typeof b.inputs).toBe("string")),
  hf("document-question-answering", HF_ROUTE, (b) =>
    expect(b.inputs).toMatchObject({ question: "What?", image: expect.any(String) }),
  ),
  hf("image-to-text"),
  hf("object-detection"),
  hf("audio-to-audio"),
  hf("zero-shot-image-classification", HF_ROUTE, (b) => expect(b.inputs).toMatchObject({ image: expect.any(String) })),
  hf("zero-shot-classification"),
  hf("image-to-image", HF_ROUTE, (b) => expect(typeof b.inputs).toBe("string")),
  hf("sentence-similarity", `${HF_ROUTE}/pipeline/sentence-similarity`),
  hf("text-ranking", `${HF_ROUTE}/pipeline/text-ranking`, (b) =>
    expect(b).toEqual({ inputs: { query: "Who wrote it?", texts: ["Ada wrote it.", "Rain."] } }),
  ),
  hf("table-question-answering"),
  hf("tabular-classification"),
  hf("text-to-speech"),
  hf("token-classification"),
  hf("translation"),
  hf("summarization"),
  hf("visual-question-answering", HF_ROUTE, (b) => expect(b.inputs).toMatchObject({ question: "What?" })),
  hf("tabular-regression"),
  hf("text-to-audio"),
  pair("hyperbolic", "text-to-image", "v1/images/generations", (b) => {
    expect(b).toMatchObject({ prompt: "a red fox", model_name: ID });
    expect(b.model).toBeUndefined();
  }),
  pair("hyperbolic", "conversational", "v1/chat/completions", chatBody),
  pair("hyperbolic", "text-generation", "v1/chat/completions", (b) => {
    expect(b).toMatchObject({ model: ID, messages: [{ content: "Once", role: "user" }], max_tokens: 5 });
  }),
  pair("nebius", "text-to-image", "v1/images/generations", (b) => {
    expect(b).toMatchObject({ prompt: "a red fox", model: ID, response_format: "b64_json" });
  }),
  pair("nebius", "conversational", "v1/chat/completions", chatBody),
  pair("nebius", "text-generation", "v1/completions", (b) => expect(b).toMatchObject({ model: ID, prompt: "Once" })),
  pair("nebius", "feature-extraction", "v1/embeddings", (b) => expect(b).toEqual({ input: "Hello", model: ID })),
  pair("novita", "conversational", "v3/openai/chat/completions", chatBody),
  pair("novita", "text-generation", "v3/openai/chat/completions", (b) => {
    expect(b).toMatchObject({ model: ID, messages: [{ content: "Once", role: "user" }] });
  }),
  {
    ...pair("novita", "image-text-to-video", "v3/minimax/v2/video_generation", (b) => {
      expect(b).toMatchObject({ model: "MiniMax-H3", resolution: "768P", duration: 4, ratio: "adaptive" });
      expect(b.content).toEqual([
        { type: "text", text: "make it move" },
        { type: "image_url", image_url: { url: expect.stringMatching(dataPng) }, role: "first_frame" },
      ]);
    }),
    providerId: "MiniMax-H3",
  },
  pair("novita", "text-to-video", `v3/async/${ID}`, (b) => {
    expect(b).toMatchObject({ prompt: "a red fox", steps: 4 });
    expect(b.num_inference_steps).toBeUndefined();
  }),
  pair("nscale", "text-to-image", "v1/images/generations", (b) => expect(b.response_format).toBe("b64_json")),
  pair("nscale", "conversational", "v1/chat/completions", chatBody),
  pair("openai", "conversational", "v1/chat/completions", chatBody),
  pair("ovhcloud", "conversational", "v1/chat/completions", chatBody),
  pair("publicai", "conversational", "v1/chat/completions", chatBody),
  pair("ovhcloud", "text-generation", "v1/completions", (b) =>
    expect(b).toMatchObject({ prompt: "Once", max_tokens: 5 }),
  ),
  pair("replicate", "text-to-image", `v1/models/${ID}/predictions`, (b) => {
    expect(b.input).toMatchObject({ prompt: "a red fox" });
    expect("version" in b).toBe(false);
  }),
  pair("replicate", "text-to-speech", `v1/models/${ID}/predictions`, (b) =>
    expect(b.input).toMatchObject({ text: "a red fox" }),
  ),
  pair("replicate", "text-to-video", `v1/models/${ID}/predictions`, (b) =>
    expect(b.input).toMatchObject({ prompt: "a red fox" }),
  ),
  pair("replicate", "image-to-image", `v1/models/${ID}/predictions`, (b) =>
    expect(String((b.input as Body).input_image)).toMatch(/^data:image\/png;base64,/),
  ),
  pair("replicate", "automatic-speech-recognition", `v1/models/${ID}/predictions`, (b) =>
    expect(String((b.input as Body).audio)).toMatch(/^data:audio\/wav;base64,/),
  ),
  pair("sambanova", "conversational", "v1/chat/completions", chatBody),
  pair("sambanova", "feature-extraction", "v1/embeddings", (b) =>
    expect(b).toMatchObject({ model: ID, input: "Hello" }),
  ),
  pair("scaleway", "conversational", "v1/chat/completions", chatBody),
  pair("scaleway", "text-generation", "v1/completions", (b) => expect(b).toMatchObject({ model: ID, prompt: "Once" })),
  pair("scaleway", "feature-extraction", "v1/embeddings", (b) => expect(b).toEqual({ input: "Hello", model: ID })),
  pair("together", "text-to-image", "v1/images/generations", (b) =>
    expect(b).toEqual({ prompt: "a red fox", model: ID, steps: 4, response_format: "base64" }),
  ),
  pair("together", "image-to-image", "v1/images/generations", (b) => {
    expect(b).toMatchObject({ prompt: "make it blue", model: ID, response_format: "base64" });
    expect(b.reference_images).toEqual([expect.stringMatching(dataPng)]);
  }),
  pair("together", "text-to-video", "v2/videos", (b) =>
    expect(b).toEqual({ prompt: "a red fox", steps: 4, model: ID }),
  ),
  pair("together", "image-to-video", "v2/videos", (b) =>
    expect(b).toEqual({ frame_images: [{ input_image: expect.stringMatching(dataPng), frame: "first" }], model: ID }),
  ),
  pair("together", "feature-extraction", "v1/embeddings", (b) => expect(b).toEqual({ input: "Hello", model: ID })),
  pair("together", "text-to-speech", "v1/audio/speech", (b) => expect(b).toEqual({ input: "a red fox", model: ID })),
  pair("together", "automatic-speech-recognition", "v1/audio/transcriptions", transcriptionForm),
  pair("together", "conversational", "v1/chat/completions", chatBody),
  pair("together", "text-generation", "v1/completions", (b) => expect(b).toMatchObject({ model: ID, prompt: "Once" })),
  pair("wavespeed", "text-to-image", `api/v3/${ID}`, (b) => {
    expect(b).toEqual({ prompt: "a red fox", num_inference_steps: 4 });
  }),
  pair("wavespeed", "text-to-video", `api/v3/${ID}`, promptBody("prompt")),
  pair("wavespeed", "image-to-image", `api/v3/${ID}`, wavespeedImageBody("make it blue")),
  pair("wavespeed", "image-to-video", `api/v3/${ID}`, wavespeedImageBody(undefined)),
  pair("wavespeed", "image-text-to-image", `api/v3/${ID}`, wavespeedImageBody("make it blue")),
  pair("wavespeed", "image-text-to-video", `api/v3/${ID}`, wavespeedImageBody("make it move")),
  pair("zai-org", "conversational", "api/paas/v4/chat/completions", chatBody),
  pair("zai-org", "text-to-image", "api/paas/v4/async/images/generations", (b) =>
    expect(b).toEqual({ model: ID, prompt: "a red fox", num_inference_steps: 4 }),
  ),
  pair("zai-org", "image-to-text", "api/paas/v4/layout_parsing", (b) =>
    expect(b).toEqual({ model: ID, file: `data:image/png;base64,${PNG_BASE64}` }),
  ),
];

const bodyOf = (calls: Array<{ body: unknown }>, index: number) => (calls[index]?.body ?? {}) as Body;

/** Sends the case's call through a fake fetch that answers 400, and returns what was sent. */
async function sentRequest(c: Case, accessToken: string, model = "hub/model") {
  const { fetch, calls } = fakeFetch();
  const [fn, args] = TASK_CALLS[c.task] as [TaskCall, Record<string, unknown>];
  const error = await fn(
    {
      ...args,
      model,
      provider: c.provider,
      accessToken,
      inferenceProviderMapping: mappingFor(c.provider, c.task, c.providerId),
    },
    { fetch, maxRetries: 0 },
  ).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InferenceClientProviderApiError);
  expect(calls).toHaveLength(1);
  return calls[0] as (typeof calls)[0];
}

const BINARY_TASKS = new Set([
  "audio-classification",
  "audio-to-audio",
  "automatic-speech-recognition",
  "image-classification",
  "object-detection",
  "image-to-text",
]);

describe("request building for every provider and task", () => {
  it("has a case for every (provider, task) the client serves", () => {
    const served = Object.entries(HELPERS_BY_PROVIDER).flatMap(([provider, helpers]) =>
      Object.keys(helpers)
        .filter((task) => provider !== "fal-ai" || !task.startsWith("image-text-to-")) // fal's, beyond the reference list
        .map((task) => `${provider} ${task}`),
    );
    expect(CASES.map((c) => `${c.provider} ${c.task}`).sort()).toEqual(served.sort());
  });

  /** Content type and payload of a built request, whichever way it went. */
  function expectBody(c: Case, sent: Awaited<ReturnType<typeof sentRequest>>): void {
    const binary = c.provider === "hf-inference" && BINARY_TASKS.has(c.task);
    if (binary) {
      expect(sent.headers["content-type"]).toBeUndefined();
      expect(sent.body).toBeInstanceOf(Blob);
    } else if (sent.body instanceof FormData) {
      // A multipart upload: fetch sets its content type, with the boundary.
      expect(sent.headers["content-type"]).toBeUndefined();
      c.body?.(Object.fromEntries(sent.body.entries()));
    } else {
      expect(sent.headers["content-type"]).toBe("application/json");
      c.body?.(sent.body as Body);
    }
    if (c.provider === "replicate") expect(sent.headers.prefer).toBe("wait");
  }

  for (const c of CASES.filter((c) => c.provider !== "openai")) {
    const routed = !NO_LONGER_ROUTED.includes(c.provider);
    if (routed) {
      it(`${c.provider} ${c.task}: routed with a Hub token`, async () => {
        const sent = await sentRequest(c, HF_TOKEN);
        expect(sent.method).toBe("POST");
        expect(sent.url).toBe(c.routed);
        expect(sent.headers.authorization).toBe(`Bearer ${HF_TOKEN}`);
        expectBody(c, sent);
      });
    } else {
      it(`${c.provider} ${c.task}: refused with a Hub token, as the router no longer serves it`, async () => {
        const { fetch, calls } = fakeFetch();
        const [fn, args] = TASK_CALLS[c.task] as [TaskCall, Record<string, unknown>];
        const mapping = mappingFor(c.provider, c.task, c.providerId);
        const call = fn(
          {
            ...args,
            model: "hub/model",
            provider: c.provider,
            accessToken: HF_TOKEN,
            inferenceProviderMapping: mapping,
          },
          { fetch },
        );
        await expect(call).rejects.toThrow(InferenceClientRoutingError);
        expect(calls).toEqual([]);
      });
    }

    it(`${c.provider} ${c.task}: direct with a provider key`, async () => {
      const sent = await sentRequest(c, KEY);
      expect(sent.url).toBe(c.direct);
      const scheme = c.provider === "fal-ai" ? "Key" : c.provider === "black-forest-labs" ? "X-Key" : "Bearer";
      expect(sent.headers.authorization).toBe(`${scheme} ${KEY}`);
      if (!routed) expectBody(c, sent);
    });
  }
});

describe("provider specifics", () => {
  it("openai: direct only, model prefix required, Hub tokens refused", async () => {
    const { fetch, calls } = fakeFetch();
    const messages = [{ role: "user", content: "Hi" }];
    await tasks
      .chatCompletion(
        { model: "openai/gpt-x", provider: "openai", accessToken: KEY, messages },
        { fetch, maxRetries: 0 },
      )
      .catch(() => undefined);
    expect(calls[0]?.url).toBe(directUrl("openai", "/v1/chat/completions"));
    expect(bodyOf(calls, 0).model).toBe("gpt-x");
    await expect(
      tasks.chatCompletion({ model: "openai/gpt-x", provider: "openai", accessToken: HF_TOKEN, messages }, { fetch }),
    ).rejects.toThrow("Provider openai is closed-source and does not support HF tokens.");
    await expect(
      tasks.chatCompletion({ model: "gpt-x", provider: "openai", accessToken: KEY, messages }, { fetch }),
    ).rejects.toThrow('Models from openai must be prefixed by "openai/". Got "gpt-x".');
  });

  it("replicate: a versioned model goes to v1/predictions with its version", async () => {
    const { fetch, calls } = fakeFetch();
    await tasks
      .textToImage(
        {
          inputs: "fox",
          model: "hub/model",
          provider: "replicate",
          accessToken: KEY,
          inferenceProviderMapping: mappingFor("replicate", "text-to-image", "org/m:abc123"),
        },
        { fetch, maxRetries: 0 },
      )
      .catch(() => undefined);
    expect(calls[0]?.url).toBe(directUrl("replicate", "/v1/predictions"));
    expect(bodyOf(calls, 0).version).toBe("abc123");
  });

  it("structured output: sambanova non-strict, nebius guided_json, together schema", async () => {
    const schema = { type: "object" };
    const response_format = { type: "json_schema", json_schema: { name: "x", schema, strict: true } };
    const sent: Record<string, Body> = {};
    for (const provider of ["sambanova", "nebius", "together"] as const) {
      const { fetch, calls } = fakeFetch();
      await tasks
        .chatCompletion(
          {
            model: "hub/model",
            provider,
            accessToken: KEY,
            messages: [],
            response_format,
            inferenceProviderMapping: mappingFor(provider, "conversational"),
          },
          { fetch, maxRetries: 0 },
        )
        .catch(() => undefined);
      sent[provider] = bodyOf(calls, 0);
    }
    expect(sent.sambanova?.response_format).toMatchObject({ json_schema: { strict: false } });
    expect(response_format.json_schema.strict).toBe(true); // the caller's object is left alone
    expect(sent.nebius?.guided_json).toEqual(schema);
    expect(sent.together?.response_format).toEqual({ type: "json_schema", schema });
  });

  it("LoRA adapters: fal-ai loras with scale 1, replicate lora_weights", async () => {
    const mapping = [
      {
        provider: "fal-ai",
        providerId: "fal-ai/lora",
        hfModelId: "user/adapter",
        task: "text-to-image",
        status: "live" as const,
        adapter: "lora",
        adapterWeightsPath: "w.safetensors",
      },
    ];
    const { fetch, calls } = fakeFetch();
    await tasks
      .textToImage(
        {
          inputs: "fox",
          model: "user/adapter",
          provider: "fal-ai",
          accessToken: KEY,
          inferenceProviderMapping: mapping,
        },
        { fetch, maxRetries: 0 },
      )
      .catch(() => undefined);
    expect(bodyOf(calls, 0).loras).toEqual([
      { path: "https://huggingface.co/user/adapter/resolve/main/w.safetensors", scale: 1 },
    ]);
    expect(bodyOf(calls, 0).model_name).toBe("stabilityai/stable-diffusion-xl-base-1.0");
    const replicateMapping = [{ ...mapping[0], provider: "replicate", providerId: "org/flux" }] as typeof mapping;
    await tasks
      .textToImage(
        {
          inputs: "fox",
          model: "user/adapter",
          provider: "replicate",
          accessToken: KEY,
          inferenceProviderMapping: replicateMapping,
        },
        { fetch, maxRetries: 0 },
      )
      .catch(() => undefined);
    expect((bodyOf(calls, 1).input as Body).lora_weights).toBe("https://huggingface.co/user/adapter");
  });

  it("bill-to header and no Authorization without a token", async () => {
    const { fetch, calls } = fakeFetch();
    await tasks
      .chatCompletion(
        {
          model: "hub/model",
          provider: "groq",
          messages: [],
          inferenceProviderMapping: mappingFor("groq", "conversational"),
        },
        { fetch, maxRetries: 0, billTo: "my-org" },
      )
      .catch(() => undefined);
    expect(calls[0]?.url).toBe(routedUrl("groq", "/openai/v1/chat/completions"));
    expect(calls[0]?.headers["x-hf-bill-to"]).toBe("my-org");
    expect(calls[0]?.headers["user-agent"]).toBe("@inferkit/inference/0.1.0");
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it("fal-ai speech recognition checks the Blob type", async () => {
    const { fetch } = fakeFetch();
    const base = {
      model: "hub/model",
      provider: "fal-ai" as const,
      accessToken: KEY,
      inferenceProviderMapping: mappingFor("fal-ai", "automatic-speech-recognition"),
    };
    await expect(
      tasks.automaticSpeechRecognition({ ...base, inputs: new Blob([new Uint8Array([1])]) }, { fetch }),
    ).rejects.toThrow(
      "Unable to determine the input's content-type. Make sure your are passing a Blob when using provider fal-ai.",
    );
    await expect(
      tasks.automaticSpeechRecognition(
        { ...base, inputs: new Blob([new Uint8Array([1])], { type: "audio/flac" }) },
        { fetch },
      ),
    ).rejects.toThrow(
      "Provider fal-ai does not support blob type audio/flac - supported content types are: audio/mpeg, audio/mp3, audio/wav, audio/wave, audio/x-wav, audio/webm, video/webm",
    );
  });

  it("replicate speech recognition requires a Blob", async () => {
    const { fetch } = fakeFetch();
    await expect(
      tasks.automaticSpeechRecognition(
        {
          model: "hub/model",
          provider: "replicate",
          accessToken: KEY,
          inputs: new ArrayBuffer(4),
          inferenceProviderMapping: mappingFor("replicate", "automatic-speech-recognition"),
        },
        { fetch },
      ),
    ).rejects.toThrow("Audio input must be a Blob");
  });

  it("custom endpoints: hf-inference URL rules, third-party providers refused", async () => {
    const { fetch, calls } = fakeFetch();
    const messages = [{ role: "user", content: "Hi" }];
    for (const endpointUrl of [
      "https://my.endpoint/",
      "https://my.endpoint/v1",
      "https://my.endpoint/v1/chat/completions",
    ]) {
      await tasks
        .chatCompletion({ endpointUrl, messages, accessToken: HF_TOKEN }, { fetch, maxRetries: 0 })
        .catch(() => undefined);
    }
    expect(calls.map((c) => c.url)).toEqual([
      "https://my.endpoint/v1/chat/completions",
      "https://my.endpoint/v1/chat/completions",
      "https://my.endpoint/v1/chat/completions",
    ]);
    await tasks
      .textClassification({ endpointUrl: "https://my.endpoint/classify", inputs: "x" }, { fetch, maxRetries: 0 })
      .catch(() => undefined);
    expect(calls[3]?.url).toBe("https://my.endpoint/classify");
    await expect(
      tasks.chatCompletion({ endpointUrl: "https://my.endpoint", provider: "groq", messages }, { fetch }),
    ).rejects.toThrow("Specifying both endpointUrl and provider is not supported.");
  });
});
