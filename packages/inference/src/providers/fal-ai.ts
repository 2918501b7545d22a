// fal.ai: synchronous tasks on fal.run; queued tasks (video, image-to-image, audio, segmentation) on
// queue.fal.run, polled every 500 ms until COMPLETED. Direct keys use `Authorization: Key {key}`.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { type Call, callOrDefault, sleep } from "../lib/call";
import { base64FromBlob, dataUrlFromBlob, fetchMedia, isMediaUrl, mediaOutput, toBlob } from "../lib/media";
import { getJson, pollInterval, pollingBase, pollingCall } from "../lib/polling";
import { excerpt, quote } from "../lib/redact";
import { fieldOf, isBlob, isObject } from "../lib/shape";
import type {
  AudioToAudioOutputElement,
  AutomaticSpeechRecognitionOutput,
  ImageSegmentationOutputElement,
  InferenceProviderMappingEntry,
  InferenceTask,
  OutputType,
} from "../types";
import {
  AUDIO_TO_AUDIO_ROUTES,
  AUTOMATIC_SPEECH_RECOGNITION_ROUTES,
  FAL_AI,
  IMAGE_SEGMENTATION_ROUTES,
  IMAGE_TEXT_TO_IMAGE_ROUTES,
  IMAGE_TEXT_TO_VIDEO_ROUTES,
  IMAGE_TO_IMAGE_ROUTES,
  IMAGE_TO_VIDEO_ROUTES,
  type RouteTable,
  routerBaseOf,
  TEXT_TO_AUDIO_ROUTES,
  TEXT_TO_IMAGE_ROUTES,
  TEXT_TO_SPEECH_ROUTES,
  TEXT_TO_VIDEO_ROUTES,
} from "./facts";
import {
  type BodyParams,
  defineHelper,
  flatParams,
  isLora,
  keySchemeHeaders,
  loraWeightsUrl,
  type ProviderHelper,
} from "./helper";

export const FAL_POLL_INTERVAL_MS = 500;
/**
 * The audio types fal decodes from a data URL, and the label each must carry there: fal reads the file type from
 * the label and refuses labels it cannot map (plain `audio/wav` among them), whatever the bytes.
 */
const FAL_AUDIO_LABELS: Readonly<Record<string, string>> = {
  "audio/mpeg": "audio/mpeg",
  "audio/mp3": "audio/mpeg",
  "audio/wav": "audio/x-wav",
  "audio/wave": "audio/x-wav",
  "audio/x-wav": "audio/x-wav",
  "audio/webm": "video/webm",
  "video/webm": "video/webm",
};
/** Queue statuses that still lead somewhere. */
const PENDING = new Set(["IN_QUEUE", "IN_PROGRESS"]);

// Module-level values here read the facts lazily: a call on `FAL_AI.x` would stay in every bundle of the
// built package, even those that never use fal.
const falHeaders: ReturnType<typeof keySchemeHeaders> = (params, isBinary) =>
  keySchemeHeaders(FAL_AI.keyScheme)(params, isBinary);
/** An answer quoted in an error: bounded, and without the caller's key when the call is known. */
const show = (value: unknown, call: Call | AbortSignal | undefined) => quote(value, callOrDefault(call).secret);

function loras(mapping: InferenceProviderMappingEntry | undefined): Record<string, unknown> {
  return isLora(mapping) ? { loras: [{ path: loraWeightsUrl(mapping), scale: 1 }] } : {};
}

export const falTextToImage = /* @__PURE__ */ defineHelper<Blob | string | Record<string, unknown>>({
  facts: FAL_AI,
  task: "text-to-image",
  routes: TEXT_TO_IMAGE_ROUTES,
  preparePayload: (params) => ({
    ...flatParams(params.args),
    sync_mode: true,
    prompt: params.args.inputs,
    ...loras(params.mapping),
    ...(isLora(params.mapping) && params.model === "fal-ai/lora"
      ? { model_name: "stabilityai/stable-diffusion-xl-base-1.0" }
      : undefined),
  }),
  getResponse: async (response, _url, _headers, outputType, call) => {
    const url = fieldOf(fieldOf(fieldOf(response, "images"), "0"), "url");
    if (!isMediaUrl(url))
      throw new InferenceClientProviderOutputError("Received malformed response from Fal.ai text-to-image API");
    return mediaOutput(call, { url }, outputType, response);
  },
});

/** A media answer at `url`, whose failed download names the URL (without the caller's key). */
const audioAt = (url: string, call: Call): { url: string; failure: string } => ({
  url,
  failure: `Failed to fetch audio from ${excerpt(url, call.secret)}`,
});

export const falTextToSpeech = /* @__PURE__ */ defineHelper<Blob | string | Record<string, unknown>>({
  facts: FAL_AI,
  task: "text-to-speech",
  routes: TEXT_TO_SPEECH_ROUTES,
  preparePayload: (params) => ({ ...flatParams(params.args), text: params.args.inputs }),
  getResponse: async (response, _url, _headers, outputType, maybeCall) => {
    const url = fieldOf(fieldOf(response, "audio"), "url");
    if (!isMediaUrl(url)) {
      throw new InferenceClientProviderOutputError(
        `Received malformed response from Fal.ai Text-to-Speech API: expected { audio: { url: string } } format, got instead: ${show(response, maybeCall)}`,
      );
    }
    const call = callOrDefault(maybeCall);
    return mediaOutput(call, audioAt(url, call), outputType, response);
  },
});

/** An audio Blob as the data URL fal accepts (see FAL_AUDIO_LABELS); input errors name what it takes. */
async function falAudioDataUrl(blob: unknown): Promise<string> {
  const type = isBlob(blob) ? blob.type : undefined;
  if (!type || !isBlob(blob)) {
    throw new InferenceClientInputError(
      "Unable to determine the input's content-type. Make sure your are passing a Blob when using provider fal-ai.",
    );
  }
  const label = FAL_AUDIO_LABELS[type.split(";")[0]?.trim().toLowerCase() ?? ""];
  if (!label) {
    throw new InferenceClientInputError(
      `Provider fal-ai does not support blob type ${type} - supported content types are: ${Object.keys(FAL_AUDIO_LABELS).join(", ")}`,
    );
  }
  return `data:${label};base64,${await base64FromBlob(blob)}`;
}

export const falAutomaticSpeechRecognition = /* @__PURE__ */ defineHelper<AutomaticSpeechRecognitionOutput>({
  facts: FAL_AI,
  task: "automatic-speech-recognition",
  routes: AUTOMATIC_SPEECH_RECOGNITION_ROUTES,
  prepareHeaders: (params) => ({ ...falHeaders(params, false), "Content-Type": "application/json" }),
  preparePayloadAsync: async (args) => {
    const { data, inputs, ...rest } = args;
    return { ...rest, audio_url: await falAudioDataUrl(data ?? inputs) };
  },
  preparePayload: (params) => flatParams(params.args),
  getResponse: async (response, _url, _headers, _outputType, call) => {
    if (isObject(response) && typeof response.text === "string") return { text: response.text };
    throw new InferenceClientProviderOutputError(
      `Received malformed response from Fal.ai Automatic Speech Recognition API: expected { text: string } format, got instead: ${show(response, call)}`,
    );
  },
});

/** Waits for a queued request to complete, then returns its result JSON. */
async function queueResult(
  task: InferenceTask,
  response: unknown,
  requestUrl: string | undefined,
  requestHeaders: Record<string, string> | undefined,
  maybeCall: Call | AbortSignal | undefined,
): Promise<{ call: Call; result: unknown }> {
  const { call, job } = pollingCall(task, requestUrl, requestHeaders, maybeCall);
  if (!isObject(response) || !response.request_id) {
    throw new InferenceClientProviderOutputError(
      `Received malformed response from Fal.ai ${task} API: no request ID found in the response`,
    );
  }
  const request = new URL(job.url);
  const base = pollingBase(job.url, "fal-ai");
  const path = typeof response.response_url === "string" ? new URL(response.response_url).pathname : request.pathname;
  const statusUrl = `${base}${path}/status${request.search}`;
  const interval = pollInterval(call, FAL_POLL_INTERVAL_MS);
  let status = response.status;
  while (status !== "COMPLETED") {
    if (status !== undefined && !PENDING.has(String(status))) {
      throw new InferenceClientProviderOutputError(
        `fal-ai ${task} request ended with status ${excerpt(String(status), call.secret)}`,
      );
    }
    await sleep(interval, call);
    const poll = await getJson(
      call,
      statusUrl,
      job,
      "Failed to fetch response status from fal-ai API",
      "Failed to parse status response from fal-ai API: received malformed response",
    );
    status = isObject(poll) ? poll.status : undefined;
    if (isObject(poll) && typeof poll.error === "string") {
      throw new InferenceClientProviderOutputError(
        `fal-ai ${task} request failed: ${excerpt(poll.error, call.secret)}`,
      );
    }
    if (status === undefined) {
      throw new InferenceClientProviderOutputError(
        "Failed to parse status response from fal-ai API: received malformed response",
      );
    }
  }
  const result = await getJson(
    call,
    `${base}${path}${request.search}`,
    job,
    "Failed to fetch result",
    "Failed to parse result response from fal-ai API: received malformed response",
  );
  return { call, result };
}

interface QueuedTask<T> {
  task: InferenceTask;
  routes: RouteTable;
  preparePayload: (params: BodyParams) => Record<string, unknown>;
  /** Reads the finished job's result, per `outputType` for media. */
  output: (result: unknown, call: Call, outputType: OutputType | undefined) => Promise<T>;
  preparePayloadAsync?: ProviderHelper["preparePayloadAsync"];
}

/** A queued fal task: submitted to the queue host (or the router with `?_subdomain=queue`). */
function falQueueHelper<T>({
  task,
  routes,
  preparePayload,
  output,
  preparePayloadAsync,
}: QueuedTask<T>): ProviderHelper<T> {
  return defineHelper<T>({
    facts: FAL_AI,
    task,
    routes,
    startsJob: true,
    makeBaseUrl: (params) => (params.authMethod === "provider-key" ? FAL_AI.queueUrl : routerBaseOf(FAL_AI.id)),
    makeRoute: (params) => (params.authMethod === "provider-key" ? params.model : `${params.model}?_subdomain=queue`),
    preparePayload,
    preparePayloadAsync,
    getResponse: async (response, url, headers, outputType, call) => {
      const done = await queueResult(task, response, url, headers, call);
      return output(done.result, done.call, outputType);
    },
  });
}

/** Turns the Blob `inputs` into an `image_url` data URL. */
async function withImageUrl(args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { inputs, ...rest } = args;
  const blob = toBlob(inputs);
  if (!blob) return args;
  return { ...rest, image_url: await dataUrlFromBlob(blob, "image/png") };
}

/** The result's media at the URL `urlOf` finds, per `outputType`; `malformed` words the error when there is none. */
function mediaResult(urlOf: (result: unknown) => unknown, malformed: (shown: string) => string) {
  return async (result: unknown, call: Call, outputType: OutputType | undefined) => {
    const url = urlOf(result);
    if (!isMediaUrl(url)) throw new InferenceClientProviderOutputError(malformed(show(result, call)));
    return mediaOutput(call, { url }, outputType, result);
  };
}

const videoUrlOf = (result: unknown) => fieldOf(fieldOf(result, "video"), "url");

export const falTextToVideo = /* @__PURE__ */ falQueueHelper({
  task: "text-to-video",
  routes: TEXT_TO_VIDEO_ROUTES,
  preparePayload: (params) => ({ ...flatParams(params.args), prompt: params.args.inputs }),
  output: /* @__PURE__ */ mediaResult(
    videoUrlOf,
    (shown) =>
      `Received malformed response from Fal.ai text-to-video API: expected { video: { url: string } } result format, got instead: ${shown}`,
  ),
});

const imageToVideoOutput = /* @__PURE__ */ mediaResult(
  videoUrlOf,
  (shown) =>
    `Received malformed response from Fal.ai image\u2011to\u2011video API: expected { video: { url: string } }, got: ${shown}`,
);

export const falImageToVideo = /* @__PURE__ */ falQueueHelper({
  task: "image-to-video",
  routes: IMAGE_TO_VIDEO_ROUTES,
  preparePayload: (params) => flatParams(params.args),
  output: imageToVideoOutput,
  preparePayloadAsync: withImageUrl,
});

/** Image plus prompt to video: the image-to-video queue, the prompt among the parameters. */
export const falImageTextToVideo = /* @__PURE__ */ falQueueHelper({
  task: "image-text-to-video",
  routes: IMAGE_TEXT_TO_VIDEO_ROUTES,
  preparePayload: (params) => flatParams(params.args),
  output: imageToVideoOutput,
  preparePayloadAsync: withImageUrl,
});

const imageOutput = /* @__PURE__ */ mediaResult(
  (result) => fieldOf(fieldOf(fieldOf(result, "images"), "0"), "url"),
  (shown) =>
    `Received malformed response from Fal.ai image-to-image API: expected { images: Array<{ url: string }> } result format, got instead: ${shown}`,
);

export const falImageToImage = /* @__PURE__ */ falQueueHelper({
  task: "image-to-image",
  routes: IMAGE_TO_IMAGE_ROUTES,
  preparePayload: (params) => ({ ...flatParams(params.args), ...loras(params.mapping) }),
  output: imageOutput,
  preparePayloadAsync: withImageUrl,
});

/** Image plus prompt to image: the image-to-image queue, the prompt among the parameters. */
export const falImageTextToImage = /* @__PURE__ */ falQueueHelper({
  task: "image-text-to-image",
  routes: IMAGE_TEXT_TO_IMAGE_ROUTES,
  preparePayload: (params) => ({ ...flatParams(params.args), ...loras(params.mapping) }),
  output: imageOutput,
  preparePayloadAsync: withImageUrl,
});

export const falImageSegmentation = /* @__PURE__ */ falQueueHelper<ImageSegmentationOutputElement[]>({
  task: "image-segmentation",
  routes: IMAGE_SEGMENTATION_ROUTES,
  preparePayload: (params) => ({ ...flatParams(params.args), sync_mode: true }),
  output: async (result, call) => {
    const url = fieldOf(fieldOf(result, "image"), "url");
    if (!isMediaUrl(url)) {
      throw new InferenceClientProviderOutputError(
        `Received malformed response from Fal.ai image-segmentation API: expected { image: { url: string } } format, got instead: ${show(result, call)}`,
      );
    }
    const mask = await fetchMedia(call, url, `Failed to fetch segmentation mask from ${excerpt(url, call.secret)}`);
    return [{ label: "mask", score: 1.0, mask: await base64FromBlob(mask) }];
  },
  preparePayloadAsync: withImageUrl,
});

export const falTextToAudio = /* @__PURE__ */ falQueueHelper({
  task: "text-to-audio",
  routes: TEXT_TO_AUDIO_ROUTES,
  preparePayload: (params) => ({ ...flatParams(params.args), prompt: params.args.inputs }),
  // Music apps answer `audio_file`, sound-effect apps `audio`.
  output: async (result, call, outputType) => {
    const url = fieldOf(fieldOf(result, "audio_file") ?? fieldOf(result, "audio"), "url");
    if (!isMediaUrl(url)) {
      throw new InferenceClientProviderOutputError(
        `Received malformed response from Fal.ai text-to-audio API: expected { audio_file: { url: string } } or { audio: { url: string } } result format, got instead: ${show(result, call)}`,
      );
    }
    return mediaOutput(call, audioAt(url, call), outputType, result);
  },
});

export const falAudioToAudio = /* @__PURE__ */ falQueueHelper<AudioToAudioOutputElement[]>({
  task: "audio-to-audio",
  routes: AUDIO_TO_AUDIO_ROUTES,
  preparePayload: (params) => flatParams(params.args),
  preparePayloadAsync: async (args) => {
    const { data, inputs, ...rest } = args;
    const blob = data ?? inputs;
    if (!isBlob(blob)) {
      throw new InferenceClientInputError(
        `Expected a Blob input for audio-to-audio with provider fal-ai, got ${typeof blob}.`,
      );
    }
    return { ...rest, audio_url: await falAudioDataUrl(blob) };
  },
  // One labelled track, as audio-to-audio answers elsewhere: the transcript when the app gives one.
  output: async (result, call) => {
    const audio = fieldOf(result, "audio");
    const url = fieldOf(audio, "url");
    if (!isMediaUrl(url)) {
      throw new InferenceClientProviderOutputError(
        `Received malformed response from Fal.ai audio-to-audio API: expected { audio: { url: string } } result format, got instead: ${show(result, call)}`,
      );
    }
    const blob = await fetchMedia(call, url, `Failed to fetch audio from ${excerpt(url, call.secret)}`);
    const declared = fieldOf(audio, "content_type");
    const text = fieldOf(result, "text");
    return [
      {
        blob: await base64FromBlob(blob),
        "content-type": typeof declared === "string" && declared ? declared : blob.type || "audio/wav",
        label: typeof text === "string" && text ? text : "speech",
      },
    ];
  },
});
