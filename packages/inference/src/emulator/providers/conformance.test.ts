// Every (provider, task) of the reference provider list answers its route, routed and direct, with the
// right output shape; async protocols are followed to their result the way clients do.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hasShared, sharedPath } from "../../../../../scripts/test-utils/shared-dir";
import { PROVIDER_FACTS } from "../../providers/facts";
import { HF_TOKEN, PROVIDER_KEY, useEmulator } from "../../test-support/emulator";
import { isMp4, isPng, isWav } from "../../test-support/media-bytes";
import {
  directBase,
  falQueueUrl,
  keyScheme,
  NO_LONGER_ROUTED,
  ROUTER,
  routedUrl,
} from "../../test-support/provider-oracle";
import { send } from "../../test-support/requests";
import { base64Of, MEDIA, type MediaKind } from "../media";
import type { BinaryBody, Emulator } from "../types";

interface Context {
  emulator: Emulator;
  url: string;
  authorization: string;
}
type Expectation = (response: Response, context: Context) => Promise<void>;

interface Case {
  provider: string;
  task: string;
  providerId: string;
  /** Path under the provider base, with the provider-side model id in it. */
  route: string;
  body: unknown;
  expect: Expectation;
  /** fal queue tasks: queue.fal.run directly, "?_subdomain=queue" through the router. */
  queue?: boolean;
  headers?: Record<string, string>;
  /** What the emulator records of the body, when it is not the body itself (a parsed multipart form). */
  recorded?: unknown;
}

const messages = [{ role: "user", content: "Name a colour." }];
const png = MEDIA.image.bytes;
const wav = MEDIA.audio.bytes;
const pngDataUrl = `data:image/png;base64,${base64Of("image")}`;
const wavDataUrl = `data:audio/wav;base64,${base64Of("audio")}`;
/** fal decodes WAV data URLs only under this label. */
const falWavDataUrl = `data:audio/x-wav;base64,${base64Of("audio")}`;

// A transcription upload encoded by the platform's own FormData, as the client sends it.
const upload = new FormData();
upload.append("file", new Blob([new Uint8Array(wav)], { type: "audio/wav" }), "audio.wav");
upload.append("model", "org/asr-model");
const encodedUpload = new Response(upload);
const uploadType = encodedUpload.headers.get("content-type") ?? "";
const uploadBytes = new Uint8Array(await encodedUpload.arrayBuffer());

async function json(response: Response): Promise<Record<string, unknown>> {
  expect(response.status).toBeLessThan(300);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>;
}

async function fetchMedia(context: Context, url: unknown, kind: MediaKind): Promise<void> {
  expect(url).toMatch(/^https:\/\//);
  const response = await send(context.emulator, String(url));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe(MEDIA[kind].contentType);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect({ image: isPng, audio: isWav, video: isMp4 }[kind](bytes)).toBe(true);
}

const decodes = (b64: unknown, check: (bytes: Uint8Array) => boolean) =>
  expect(check(new Uint8Array(Buffer.from(String(b64), "base64")))).toBe(true);

const chat: Expectation = async (response) => {
  const body = await json(response);
  expect(body).toMatchObject({ object: "chat.completion", model: expect.any(String), created: expect.any(Number) });
  const [choice] = body.choices as Array<{ message: { role: string; content: string } }>;
  expect(choice?.message.role).toBe("assistant");
  expect(choice?.message.content).toContain("Name a colour.");
  expect(body.usage).toMatchObject({ total_tokens: expect.any(Number) });
};
const completion: Expectation = async (response) => {
  const body = await json(response);
  expect(body.object).toBe("text_completion");
  expect((body.choices as Array<{ text: string }>)[0]?.text).toContain("Once upon");
};
const embeddings: Expectation = async (response) => {
  const body = await json(response);
  const data = body.data as Array<{ embedding: number[] }>;
  expect(data).toHaveLength(2);
  expect(data[0]?.embedding.every((n) => typeof n === "number")).toBe(true);
};
const b64Image: Expectation = async (response) => {
  const body = await json(response);
  decodes((body.data as Array<{ b64_json: string }>)[0]?.b64_json, isPng);
};
const mediaBody =
  (kind: MediaKind): Expectation =>
  async (response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(MEDIA[kind].contentType);
    expect({ image: isPng, audio: isWav, video: isMp4 }[kind](new Uint8Array(await response.arrayBuffer()))).toBe(true);
  };
const jsonShape =
  (shape: unknown): Expectation =>
  async (response) => {
    expect(await json(response)).toMatchObject(shape as Record<string, unknown>);
  };
const labelScores = expect.arrayContaining([{ label: expect.any(String), score: expect.any(Number) }]);

/** Follows BFL polling the client's way (polling_url with attempt, no credentials) until Ready. */
const bflImage: Expectation = async (response, context) => {
  const submitted = await json(response);
  expect(submitted.id).toEqual(expect.any(String));
  for (let attempt = 0; attempt < 5; attempt++) {
    const url = new URL(String(submitted.polling_url));
    url.searchParams.set("attempt", String(attempt));
    const poll = await json(
      await send(context.emulator, url.href, { headers: { "content-type": "application/json" } }),
    );
    if (poll.status === "Ready") return fetchMedia(context, (poll.result as { sample: string }).sample, "image");
    expect(poll.status).toBe("Pending");
  }
  throw new Error("never Ready");
};

/** Follows the fal queue the client's way: status and result URLs built from response_url's path. */
const falQueue =
  (check: (result: Record<string, unknown>, context: Context) => Promise<void>): Expectation =>
  async (response, context) => {
    const submitted = await json(response);
    expect(submitted).toMatchObject({ request_id: expect.any(String), status: "IN_QUEUE" });
    const requestUrl = new URL(context.url);
    const base = `${requestUrl.origin}${requestUrl.origin === ROUTER ? "/fal-ai" : ""}`;
    const path = new URL(String(submitted.response_url)).pathname;
    const auth = { authorization: context.authorization };
    let status = String(submitted.status);
    while (status !== "COMPLETED") {
      const poll = await json(await send(context.emulator, `${base}${path}/status${requestUrl.search}`, auth));
      status = String(poll.status);
      expect(["IN_QUEUE", "IN_PROGRESS", "COMPLETED"]).toContain(status);
    }
    await check(await json(await send(context.emulator, `${base}${path}${requestUrl.search}`, auth)), context);
  };
const falImages = async (result: Record<string, unknown>, context: Context) =>
  fetchMedia(context, (result.images as Array<{ url: string }>)[0]?.url, "image");
const falVideo = async (result: Record<string, unknown>, context: Context) =>
  fetchMedia(context, (result.video as { url: string }).url, "video");

const replicate =
  (check: (output: unknown, context: Context) => Promise<void>): Expectation =>
  async (response, context) => {
    expect(response.status).toBe(201);
    const prediction = await json(response);
    expect(prediction.status).toBe("succeeded");
    await check(prediction.output, context);
  };

/** The media URL a fal audio result names, at `field`. */
const falAudio = (field: string) => async (result: Record<string, unknown>, context: Context) =>
  fetchMedia(context, (result[field] as { url: string }).url, "audio");

/** Follows a MiniMax task on Novita the client's way: query/video_generation/{id}, below the router's prefix when routed. */
const minimaxVideo: Expectation = async (response, context) => {
  const { task_id } = await json(response);
  const requestUrl = new URL(context.url);
  const base = `${requestUrl.origin}${requestUrl.origin === ROUTER ? "/novita" : ""}`;
  const statuses: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const url = `${base}/v3/minimax/v2/query/video_generation/${task_id}`;
    const task = (await json(await send(context.emulator, url, { authorization: context.authorization }))).task as {
      status: string;
      content?: { url: string };
    };
    statuses.push(task.status);
    if (task.status === "succeeded") {
      expect(statuses).toEqual(["running", "succeeded"]);
      return fetchMedia(context, task.content?.url, "video");
    }
  }
  throw new Error(`never succeeded: ${statuses.join(", ")}`);
};

/** Follows a Together video job the client's way: GET {submission URL}/{id} until completed. */
const togetherVideo: Expectation = async (response, context) => {
  const submitted = await json(response);
  expect(submitted).toMatchObject({ id: expect.any(String), status: "queued" });
  const statuses: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const url = `${context.url}/${submitted.id}`;
    const job = await json(await send(context.emulator, url, { authorization: context.authorization }));
    statuses.push(String(job.status));
    if (job.status === "completed") {
      expect(statuses).toEqual(["in_progress", "completed"]);
      return fetchMedia(context, (job.outputs as { video_url: string }).video_url, "video");
    }
  }
  throw new Error(`never completed: ${statuses.join(", ")}`);
};

const togetherVideoCase = (task: string, body: Record<string, unknown>): Case => ({
  provider: "together",
  task,
  providerId: "org/video-model",
  route: "/v2/videos",
  body: { model: "org/video-model", ...body },
  expect: togetherVideo,
});

const novitaVideo: Expectation = async (response, context) => {
  const { task_id } = await json(response);
  const requestUrl = new URL(context.url);
  const base = `${requestUrl.origin}${requestUrl.origin === ROUTER ? "/novita" : ""}`;
  for (;;) {
    const url = `${base}/v3/async/task-result?task_id=${task_id}`;
    const poll = await json(await send(context.emulator, url, { authorization: context.authorization }));
    const status = (poll.task as { status: string }).status;
    if (status === "TASK_STATUS_SUCCEED")
      return fetchMedia(context, (poll.videos as Array<{ video_url: string }>)[0]?.video_url, "video");
    expect(status).toBe("TASK_STATUS_PROCESSING");
  }
};

/** Follows a WaveSpeed prediction the client's way: the path of `data.urls.get`, below the router's prefix when routed. */
const wavespeedJob =
  (kind: MediaKind): Expectation =>
  async (response, context) => {
    const submitted = (await json(response)).data as { status: string; urls: { get: string } };
    expect(submitted.status).toBe("created");
    const requestUrl = new URL(context.url);
    const base = `${requestUrl.origin}${requestUrl.origin === ROUTER ? "/wavespeed" : ""}`;
    const statuses: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const url = `${base}${new URL(submitted.urls.get).pathname}`;
      const job = (await json(await send(context.emulator, url, { authorization: context.authorization }))).data as {
        status: string;
        outputs: string[];
      };
      statuses.push(job.status);
      if (job.status === "completed") {
        expect(statuses).toEqual(["processing", "completed"]);
        return fetchMedia(context, job.outputs[0], kind);
      }
    }
    throw new Error(`never completed: ${statuses.join(", ")}`);
  };
const wavespeed = (task: string, providerId: string, body: unknown, kind: MediaKind): Case => ({
  provider: "wavespeed",
  task,
  providerId,
  route: `/api/v3/${providerId}`,
  body,
  expect: wavespeedJob(kind),
});
const imageBody = { image: base64Of("image"), images: [base64Of("image")] };

/** Follows a Z.ai image job the client's way: async-result/{id}, below the router's prefix when routed. */
const zaiImage: Expectation = async (response, context) => {
  const submitted = await json(response);
  expect(submitted).toMatchObject({ id: expect.any(String), task_status: "PROCESSING" });
  const requestUrl = new URL(context.url);
  const base = `${requestUrl.origin}${requestUrl.origin === ROUTER ? "/zai-org" : ""}`;
  const statuses: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const url = `${base}/api/paas/v4/async-result/${submitted.id}`;
    const poll = await json(await send(context.emulator, url, { authorization: context.authorization }));
    statuses.push(String(poll.task_status));
    if (poll.task_status === "SUCCESS") {
      expect(statuses).toEqual(["PROCESSING", "SUCCESS"]);
      return fetchMedia(context, (poll.image_result as Array<{ url: string }>)[0]?.url, "image");
    }
  }
  throw new Error(`never succeeded: ${statuses.join(", ")}`);
};

/** An OpenAI-style transcription: the upload above, recorded as its parsed form. */
const transcriptionCase = (provider: string, route: string): Case => ({
  provider,
  task: "automatic-speech-recognition",
  providerId: "org/asr-model",
  route,
  body: uploadBytes,
  headers: { "content-type": uploadType },
  recorded: {
    contentType: uploadType,
    fields: { model: "org/asr-model" },
    files: { file: { filename: "audio.wav", contentType: "audio/wav", bytes: new Uint8Array(wav) } },
  },
  expect: jsonShape({ text: expect.stringContaining("audio.wav") }),
});

const chatCase = (provider: string, route: string): Case => ({
  provider,
  task: "conversational",
  providerId: "org/chat-model",
  route,
  body: { model: "org/chat-model", messages },
  expect: chat,
});
const completionCase = (provider: string, route = "/v1/completions"): Case => ({
  provider,
  task: "text-generation",
  providerId: "org/text-model",
  route,
  body: { model: "org/text-model", prompt: "Once upon a time" },
  expect: completion,
});
/** Providers whose text generation goes through chat completions. */
const chatTextCase = (provider: string, route: string): Case => ({
  ...chatCase(provider, route),
  task: "text-generation",
});
const embeddingsCase = (provider: string): Case => ({
  provider,
  task: "feature-extraction",
  providerId: "org/embed-model",
  route: "/v1/embeddings",
  body: { model: "org/embed-model", input: ["first", "second"] },
  expect: embeddings,
});
const imagesCase = (provider: string, responseFormat: string): Case => ({
  provider,
  task: "text-to-image",
  providerId: "org/image-model",
  route: "/v1/images/generations",
  body: { model: "org/image-model", prompt: "a red fox", response_format: responseFormat },
  expect: b64Image,
});
const hf = (task: string, providerId: string, body: unknown, expectation: Expectation, route?: string): Case => ({
  provider: "hf-inference",
  task,
  providerId,
  route: route ?? `/models/${providerId}`,
  body,
  expect: expectation,
});
const fal = (task: string, providerId: string, body: unknown, expectation: Expectation, queue = false): Case => ({
  provider: "fal-ai",
  task,
  providerId,
  route: `/${providerId}`,
  body,
  expect: queue ? falQueue(expectation as never) : expectation,
  queue,
});
const falResult =
  (check: (result: Record<string, unknown>, context: Context) => Promise<void>): Expectation =>
  async (response, context) =>
    check(await json(response), context);
const rep = (
  task: string,
  input: Record<string, unknown>,
  check: (output: unknown, context: Context) => Promise<void>,
): Case => ({
  provider: "replicate",
  task,
  providerId: "owner/replicate-model",
  route: "/v1/models/owner/replicate-model/predictions",
  body: { input },
  expect: replicate(check),
  headers: { prefer: "wait" },
});

const CASES: Case[] = [
  {
    provider: "black-forest-labs",
    task: "text-to-image",
    providerId: "flux-dev",
    route: "/v1/flux-dev",
    body: { prompt: "a red fox" },
    expect: bflImage,
  },
  chatCase("cerebras", "/v1/chat/completions"),
  chatCase("cohere", "/compatibility/v1/chat/completions"),
  chatCase("baseten", "/v1/chat/completions"),
  chatCase("deepinfra", "/v1/openai/chat/completions"),
  completionCase("deepinfra", "/v1/openai/completions"),
  { ...embeddingsCase("deepinfra"), route: "/v1/openai/embeddings" },
  { ...imagesCase("deepinfra", "b64_json"), route: "/v1/openai/images/generations" },
  {
    provider: "deepinfra",
    task: "text-to-speech",
    providerId: "org/tts-model",
    route: "/v1/openai/audio/speech",
    body: { model: "org/tts-model", input: "Hello" },
    expect: mediaBody("audio"),
  },
  transcriptionCase("deepinfra", "/v1/openai/audio/transcriptions"),
  fal("text-to-image", "fal-ai/flux/dev", { prompt: "a red fox", sync_mode: true }, falResult(falImages)),
  fal(
    "text-to-speech",
    "fal-ai/speech-model",
    { text: "Hello" },
    falResult(async (r, c) => fetchMedia(c, (r.audio as { url: string }).url, "audio")),
  ),
  fal("text-to-video", "fal-ai/text-video-model", { prompt: "waves" }, falVideo as never, true),
  fal(
    "image-to-image",
    "fal-ai/edit-model",
    { image_url: pngDataUrl, prompt: "make it blue" },
    falImages as never,
    true,
  ),
  fal(
    "automatic-speech-recognition",
    "fal-ai/asr-model",
    { audio_url: falWavDataUrl },
    jsonShape({ text: expect.stringContaining("transcription") }),
  ),
  fal(
    "image-segmentation",
    "fal-ai/segmentation-model",
    { image_url: pngDataUrl, sync_mode: true },
    (async (r: Record<string, unknown>, c: Context) =>
      fetchMedia(c, (r.image as { url: string }).url, "image")) as never,
    true,
  ),
  fal("image-to-video", "fal-ai/animate-model", { image_url: pngDataUrl, prompt: "move" }, falVideo as never, true),
  fal("text-to-audio", "fal-ai/music-model", { prompt: "rain on a tin roof" }, falAudio("audio_file") as never, true),
  fal("audio-to-audio", "fal-ai/enhance-model", { audio_url: falWavDataUrl }, falAudio("audio") as never, true),
  chatCase("featherless-ai", "/v1/chat/completions"),
  completionCase("featherless-ai"),
  hf("text-to-image", "org/tti", { inputs: "a red fox" }, mediaBody("image")),
  chatCase("hf-inference", "/models/org/chat-model/v1/chat/completions"),
  hf("text-generation", "org/gen", { inputs: "Once upon a time" }, jsonShape([{ generated_text: expect.any(String) }])),
  hf("text-classification", "org/cls", { inputs: "I love it" }, jsonShape([labelScores])),
  hf(
    "question-answering",
    "org/qa",
    { inputs: { question: "Where?", context: "Paris is nice" } },
    jsonShape({ answer: "Paris", start: 0, end: 5, score: expect.any(Number) }),
  ),
  hf("audio-classification", "org/acls", wav, jsonShape(labelScores)),
  hf("automatic-speech-recognition", "org/asr", wav, jsonShape({ text: expect.any(String) })),
  hf(
    "fill-mask",
    "org/mask",
    { inputs: "Paris is the [MASK] of France." },
    jsonShape(
      expect.arrayContaining([
        expect.objectContaining({ sequence: "Paris is the capital of France.", token: expect.any(Number) }),
      ]),
    ),
  ),
  hf(
    "feature-extraction",
    "org/fe",
    { inputs: ["a", "b"] },
    jsonShape([expect.any(Array), expect.any(Array)]),
    "/models/org/fe/pipeline/feature-extraction",
  ),
  hf("image-classification", "org/icls", png, jsonShape(labelScores)),
  hf("image-segmentation", "org/seg", { inputs: base64Of("image") }, async (response) => {
    const [first] = (await json(response)) as unknown as Array<{ label: string; mask: string }>;
    decodes(first?.mask, isPng);
  }),
  hf(
    "document-question-answering",
    "org/docqa",
    { inputs: { question: "Total?", image: base64Of("image") } },
    jsonShape([
      { answer: expect.any(String), score: expect.any(Number), start: expect.any(Number), end: expect.any(Number) },
    ]),
  ),
  hf("image-to-text", "org/caption", png, jsonShape({ generated_text: expect.any(String) })),
  hf(
    "object-detection",
    "org/detect",
    png,
    jsonShape([{ label: expect.any(String), score: expect.any(Number), box: { xmin: 1, ymin: 1, xmax: 6, ymax: 7 } }]),
  ),
  hf("audio-to-audio", "org/a2a", wav, async (response) => {
    const [first] = (await json(response)) as unknown as Array<{ label: string; "content-type": string; blob: string }>;
    expect(first?.["content-type"]).toBe("audio/wav");
    decodes(first?.blob, isWav);
  }),
  hf(
    "zero-shot-image-classification",
    "org/zsic",
    { inputs: { image: base64Of("image") }, parameters: { candidate_labels: ["cat", "dog"] } },
    jsonShape(
      expect.arrayContaining([expect.objectContaining({ label: "cat" }), expect.objectContaining({ label: "dog" })]),
    ),
  ),
  hf(
    "zero-shot-classification",
    "org/zsc",
    { inputs: "refund please", parameters: { candidate_labels: ["refund", "legal", "faq"] } },
    jsonShape(expect.arrayContaining([expect.objectContaining({ label: "refund" })])),
  ),
  hf("image-to-image", "org/i2i", png, mediaBody("image")),
  hf(
    "sentence-similarity",
    "org/sim",
    { inputs: { source_sentence: "a", sentences: ["b", "c", "d"] } },
    jsonShape([expect.any(Number), expect.any(Number), expect.any(Number)]),
    "/models/org/sim/pipeline/sentence-similarity",
  ),
  hf(
    "text-ranking",
    "org/rerank",
    {
      inputs: { query: "red fox", texts: ["a blue whale", "the red fox", "a red car"] },
      parameters: { return_text: true },
    },
    jsonShape([
      { index: 1, score: 1, text: "the red fox" },
      { index: 2, score: 0.5, text: "a red car" },
      { index: 0, score: 0, text: "a blue whale" },
    ]),
    "/models/org/rerank/pipeline/text-ranking",
  ),
  hf(
    "table-question-answering",
    "org/tqa",
    { inputs: { query: "Who?", table: { Name: ["Ada", "Alan"], Year: ["1815", "1912"] } } },
    jsonShape({ answer: "Ada", cells: ["Ada"], coordinates: [[0, 0]], aggregator: expect.any(String) }),
  ),
  hf("tabular-classification", "org/tcls", { inputs: { data: { a: ["1", "2"], b: ["3", "4"] } } }, async (response) => {
    const rows = (await json(response)) as unknown as number[];
    expect(rows).toHaveLength(2);
  }),
  hf("text-to-speech", "org/tts", { inputs: "Hello" }, mediaBody("audio")),
  hf(
    "token-classification",
    "org/ner",
    { inputs: "Ada wrote programs" },
    jsonShape([{ entity_group: expect.any(String), word: "Ada", start: 0, end: 3, score: expect.any(Number) }]),
  ),
  hf(
    "translation",
    "org/mt",
    { inputs: "Bonjour" },
    jsonShape([{ translation_text: expect.stringContaining("Bonjour") }]),
  ),
  hf("summarization", "org/sum", { inputs: "A long text." }, jsonShape([{ summary_text: expect.any(String) }])),
  hf(
    "visual-question-answering",
    "org/vqa",
    { inputs: { question: "Colour?", image: base64Of("image") } },
    jsonShape([{ answer: expect.any(String), score: expect.any(Number) }]),
  ),
  hf("tabular-regression", "org/treg", { inputs: { data: { a: ["1", "2", "3"] } } }, async (response) => {
    const rows = (await json(response)) as unknown as number[];
    expect(rows).toHaveLength(3);
  }),
  hf("text-to-audio", "org/tta", { inputs: "rain" }, mediaBody("audio")),
  chatCase("fireworks-ai", "/inference/v1/chat/completions"),
  chatCase("groq", "/openai/v1/chat/completions"),
  chatTextCase("groq", "/openai/v1/chat/completions"),
  {
    provider: "hyperbolic",
    task: "text-to-image",
    providerId: "org/image-model",
    route: "/v1/images/generations",
    body: { model_name: "org/image-model", prompt: "a red fox" },
    expect: async (response) => decodes(((await json(response)).images as Array<{ image: string }>)[0]?.image, isPng),
  },
  chatCase("hyperbolic", "/v1/chat/completions"),
  chatTextCase("hyperbolic", "/v1/chat/completions"),
  imagesCase("nebius", "b64_json"),
  chatCase("nebius", "/v1/chat/completions"),
  completionCase("nebius"),
  embeddingsCase("nebius"),
  chatCase("novita", "/v3/openai/chat/completions"),
  {
    provider: "novita",
    task: "image-text-to-video",
    providerId: "MiniMax-H3",
    route: "/v3/minimax/v2/video_generation",
    body: {
      model: "MiniMax-H3",
      content: [
        { type: "text", text: "waves roll in" },
        { type: "image_url", image_url: { url: pngDataUrl }, role: "first_frame" },
      ],
      resolution: "768P",
      duration: 4,
      ratio: "adaptive",
    },
    expect: minimaxVideo,
  },
  chatTextCase("novita", "/v3/openai/chat/completions"),
  {
    provider: "novita",
    task: "text-to-video",
    providerId: "org/video-model",
    route: "/v3/async/org/video-model",
    body: { prompt: "waves", steps: 4 },
    expect: novitaVideo,
  },
  imagesCase("nscale", "b64_json"),
  chatCase("nscale", "/v1/chat/completions"),
  chatCase("openai", "/v1/chat/completions"),
  chatCase("ovhcloud", "/v1/chat/completions"),
  chatCase("publicai", "/v1/chat/completions"),
  completionCase("ovhcloud"),
  rep("text-to-image", { prompt: "a red fox" }, async (output, c) => fetchMedia(c, (output as string[])[0], "image")),
  rep("text-to-speech", { text: "Hello" }, async (output, c) => fetchMedia(c, output, "audio")),
  rep("text-to-video", { prompt: "waves" }, async (output, c) => fetchMedia(c, output, "video")),
  rep("image-to-image", { input_image: pngDataUrl, prompt: "blue" }, async (output, c) =>
    fetchMedia(c, (output as string[])[0], "image"),
  ),
  chatCase("sambanova", "/v1/chat/completions"),
  embeddingsCase("sambanova"),
  chatCase("scaleway", "/v1/chat/completions"),
  completionCase("scaleway"),
  embeddingsCase("scaleway"),
  imagesCase("together", "base64"),
  {
    ...imagesCase("together", "base64"),
    task: "image-to-image",
    body: {
      model: "org/image-model",
      prompt: "make it blue",
      reference_images: [pngDataUrl],
      response_format: "base64",
    },
  },
  togetherVideoCase("text-to-video", { prompt: "waves", steps: 4 }),
  togetherVideoCase("image-to-video", { frame_images: [{ input_image: pngDataUrl, frame: "first" }] }),
  embeddingsCase("together"),
  {
    provider: "together",
    task: "text-to-speech",
    providerId: "org/tts-model",
    route: "/v1/audio/speech",
    body: { model: "org/tts-model", input: "Hello", voice: "af_alloy" },
    expect: mediaBody("audio"),
  },
  transcriptionCase("together", "/v1/audio/transcriptions"),
  chatCase("together", "/v1/chat/completions"),
  completionCase("together"),
  rep("automatic-speech-recognition", { audio: wavDataUrl }, async (output) =>
    expect(output).toMatchObject({ transcription: expect.any(String) }),
  ),
  wavespeed("text-to-image", "wavespeed-ai/flux-dev", { prompt: "a red fox" }, "image"),
  wavespeed("text-to-video", "wavespeed-ai/wan-2.1/t2v-480p", { prompt: "waves" }, "video"),
  wavespeed("image-to-image", "wavespeed-ai/flux-kontext-dev", { ...imageBody, prompt: "make it blue" }, "image"),
  wavespeed("image-to-video", "wavespeed-ai/wan-2.1/i2v-480p", imageBody, "video"),
  wavespeed("image-text-to-image", "wavespeed-ai/qwen-image/edit", { ...imageBody, prompt: "make it blue" }, "image"),
  wavespeed("image-text-to-video", "wavespeed-ai/wan-2.2/i2v-720p", { ...imageBody, prompt: "move" }, "video"),
  chatCase("zai-org", "/api/paas/v4/chat/completions"),
  {
    provider: "zai-org",
    task: "text-to-image",
    providerId: "cogview-4",
    route: "/api/paas/v4/async/images/generations",
    body: { model: "cogview-4", prompt: "a red fox" },
    expect: zaiImage,
  },
  {
    provider: "zai-org",
    task: "image-to-text",
    providerId: "glm-ocr",
    route: "/api/paas/v4/layout_parsing",
    body: { model: "glm-ocr", file: pngDataUrl },
    expect: jsonShape({ model: "glm-ocr", md_results: expect.stringContaining("Emulated layout") }),
  },
];

const directCaseUrl = (c: Case) => (c.queue ? falQueueUrl(c.route) : directBase(c.provider) + c.route);
const routedCaseUrl = (c: Case) =>
  c.provider === "openai" ? undefined : routedUrl(c.provider, `${c.route}${c.queue ? "?_subdomain=queue" : ""}`);
const directAuthorization = (provider: string) =>
  provider === "hf-inference" ? `Bearer ${HF_TOKEN}` : `${keyScheme(provider)} ${PROVIDER_KEY}`;

describe("every (provider, task) answers, routed and direct", () => {
  const emulator = useEmulator();

  it("has a case for every (provider, task) of the provider facts", () => {
    const listed = Object.values(PROVIDER_FACTS).flatMap((facts) =>
      Object.keys(facts.routes)
        .filter((task) => facts.id !== "fal-ai" || !task.startsWith("image-text-to-")) // fal's, beyond the reference list
        .map((task) => `${facts.id} ${task}`),
    );
    expect(CASES.map((c) => `${c.provider} ${c.task}`).sort()).toEqual(listed.sort());
  });
  const forms = CASES.flatMap((c) => {
    const routed = routedCaseUrl(c);
    const direct =
      c.provider === "hf-inference"
        ? []
        : [{ form: "direct", url: directCaseUrl(c), authorization: directAuthorization(c.provider), c }];
    const served = routed && !NO_LONGER_ROUTED.includes(c.provider);
    return [...direct, ...(served ? [{ form: "routed", url: routed, authorization: `Bearer ${HF_TOKEN}`, c }] : [])];
  });

  it.each(CASES.filter((c) => NO_LONGER_ROUTED.includes(c.provider)))(
    "the router refuses $provider $task, naming direct use",
    async (c) => {
      const response = await send(emulator(), routedUrl(c.provider, c.route), {
        authorization: `Bearer ${HF_TOKEN}`,
        body: c.body,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: `The router does not serve ${c.provider}: call it directly, with its own key`,
      });
    },
  );

  it.each(forms)("$c.provider $c.task ($form)", async ({ url, authorization, c }) => {
    const emu = emulator();
    emu.setProviderMapping(`hub/${c.providerId}`, [{ provider: c.provider, providerId: c.providerId, task: c.task }]);
    const response = await send(emu, url, {
      authorization,
      body: c.body,
      ...(c.headers ? { headers: c.headers } : {}),
    });
    await c.expect(response, { emulator: emu, url, authorization });
    const [recorded] = emu.requests;
    expect(recorded?.method).toBe("POST");
    const sent = recorded?.body as BinaryBody;
    if (c.recorded) expect(sent).toEqual(c.recorded);
    else if (c.body instanceof Uint8Array) expect(Buffer.from(sent.bytes).equals(c.body)).toBe(true);
    else expect(sent).toEqual(c.body);
  });
});

// The reference fact sheet lists each pair's direct and routed URL: the cases above must be exactly those.
const shared = sharedPath("reference", "providers.md");
const hasSheet = hasShared("route conformance against the fact sheet", "reference", "providers.md");

describe.skipIf(!hasSheet)("routes match the provider fact sheet", () => {
  const rows = hasSheet
    ? readFileSync(shared, "utf8")
        .split("\n")
        .map((line) =>
          /^\| ([\w-]+) \| ([\w-]+)(?: \(reference commit only, see note\))? \| `(https:[^`]+)` \| (?:`(https:[^`]+)`|not allowed[^|]*) \|$/.exec(
            line,
          ),
        )
        .filter((m): m is RegExpExecArray => m !== null)
    : [];

  it("covers every listed pair", () => {
    expect(rows.length).toBe(71);
    const covered = new Set(CASES.map((c) => `${c.provider} ${c.task}`));
    expect(rows.map((r) => `${r[1]} ${r[2]}`).filter((pair) => !covered.has(pair))).toEqual([]);
  });

  it.each(rows.map((r) => ({ provider: r[1], task: r[2], direct: r[3], routed: r[4] })))(
    "$provider $task",
    ({ provider, task, direct, routed }) => {
      const c = CASES.find((x) => x.provider === provider && x.task === task);
      expect(c).toBeDefined();
      if (!c) return;
      expect(directCaseUrl(c)).toBe(direct?.replace("{providerId}", c.providerId));
      expect(routedCaseUrl(c)).toBe(routed?.replace("{providerId}", c.providerId));
    },
  );
});
