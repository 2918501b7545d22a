// fal.ai: synchronous tasks on fal.run; queued tasks (video, image-to-image, audio, segmentation) on
// queue.fal.run, polled every 500 ms until COMPLETED. Direct keys use `Authorization: Key {key}`.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { type Call, callOrDefault } from "../lib/call";
import { base64FromBlob, fetchMedia, isMediaUrl, mediaAt, mediaOutput, withInputDataUrl } from "../lib/media";
import { followJob, getJson, type JobOrigin, pollingBase, pollJob } from "../lib/polling";
import { excerpt, quote } from "../lib/redact";
import { JOB_SUBMISSION } from "../lib/retry";
import { assertShape, fieldOf, isBlob, isObject } from "../lib/shape";
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

/** An answer quoted in an error: bounded, and without the caller's key when the call is known. */
const show = (value: unknown, call: Call | AbortSignal | undefined) => quote(value, callOrDefault(call).secret);

function loras(mapping: InferenceProviderMappingEntry | undefined): Record<string, unknown> {
  return isLora(mapping) ? { loras: [{ path: loraWeightsUrl(mapping), scale: 1 }] } : {};
}

/**
 * Every fal helper's headers, in fal's key scheme. The facts are read per call: a module-level call on
 * `FAL_AI.x` would stay in every bundle of the built package, even those without fal.
 */
const falHeaders: ProviderHelper["prepareHeaders"] = (params, isBinary) =>
  keySchemeHeaders(FAL_AI.keyScheme)(params, isBinary);

const imageUrlOf = (answer: unknown) => fieldOf(fieldOf(fieldOf(answer, "images"), "0"), "url");

export const falTextToImage = /* @__PURE__ */ defineHelper<Blob | string | Record<string, unknown>>({
  facts: FAL_AI,
  task: "text-to-image",
  routes: TEXT_TO_IMAGE_ROUTES,
  prepareHeaders: falHeaders,
  preparePayload: (params) => ({
    ...flatParams(params.args),
    sync_mode: true,
    prompt: params.args.inputs,
    ...loras(params.mapping),
    ...(isLora(params.mapping) && params.model === "fal-ai/lora"
      ? { model_name: "stabilityai/stable-diffusion-xl-base-1.0" }
      : undefined),
  }),
  getResponse: async (response, _url, _headers, outputType, call) =>
    mediaAt(
      call,
      imageUrlOf(response),
      outputType,
      response,
      "Received malformed response from Fal.ai text-to-image API",
    ),
});

/**
 * Where the result's media is, once `url` is checked: `malformed(shown)` words the error when it is no media URL,
 * and a failed download names what it `fetched` and the URL (without the caller's key).
 */
function mediaSource(
  result: unknown,
  url: unknown,
  call: Call,
  malformed: (shown: string) => string,
  fetched?: string,
): { url: string; failure?: string } {
  assertShape(url, isMediaUrl, () => malformed(show(result, call)));
  return { url, failure: fetched && `Failed to fetch ${fetched} from ${excerpt(url, call.secret)}` };
}

/** Reads the media at the URL `urlOf` finds in a result, per `outputType` (see `mediaSource` for the rest). */
function mediaResult(urlOf: (result: unknown) => unknown, malformed: (shown: string) => string, fetched?: string) {
  return async (result: unknown, call: Call, outputType: OutputType | undefined) =>
    mediaOutput(call, mediaSource(result, urlOf(result), call, malformed, fetched), outputType, result);
}

const speechOutput = /* @__PURE__ */ mediaResult(
  (result) => fieldOf(fieldOf(result, "audio"), "url"),
  (shown) =>
    `Received malformed response from Fal.ai Text-to-Speech API: expected { audio: { url: string } } format, got instead: ${shown}`,
  "audio",
);

export const falTextToSpeech = /* @__PURE__ */ defineHelper<Blob | string | Record<string, unknown>>({
  facts: FAL_AI,
  task: "text-to-speech",
  routes: TEXT_TO_SPEECH_ROUTES,
  prepareHeaders: falHeaders,
  preparePayload: (params) => ({ ...flatParams(params.args), text: params.args.inputs }),
  getResponse: async (response, _url, _headers, outputType, call) =>
    speechOutput(response, callOrDefault(call), outputType),
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
  // JSON whatever the input was: the audio travels in it as a data URL.
  prepareHeaders: (params) => falHeaders(params, false),
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
async function queueResult(task: InferenceTask, response: unknown, call: Call, job: JobOrigin): Promise<unknown> {
  if (!isObject(response) || !response.request_id) {
    throw new InferenceClientProviderOutputError(
      `Received malformed response from Fal.ai ${task} API: no request ID found in the response`,
    );
  }
  const request = new URL(job.url);
  const base = pollingBase(job.url, "fal-ai");
  const path = typeof response.response_url === "string" ? new URL(response.response_url).pathname : request.pathname;
  const malformedStatus = "Failed to parse status response from fal-ai API: received malformed response";
  /** Whether `status` says the request is done; throws when it ended any other way. */
  const completed = (status: unknown) => {
    if (status === "COMPLETED") return true;
    if (status !== undefined && !PENDING.has(String(status))) {
      throw new InferenceClientProviderOutputError(
        `fal-ai ${task} request ended with status ${excerpt(String(status), call.secret)}`,
      );
    }
    return undefined;
  };
  if (!completed(response.status)) {
    await pollJob(call, job, {
      url: `${base}${path}/status${request.search}`,
      intervalMs: FAL_POLL_INTERVAL_MS,
      failure: "Failed to fetch response status from fal-ai API",
      malformed: malformedStatus,
      read: (poll) => {
        const error = fieldOf(poll, "error");
        if (typeof error === "string") {
          throw new InferenceClientProviderOutputError(`fal-ai ${task} request failed: ${excerpt(error, call.secret)}`);
        }
        const status = fieldOf(poll, "status");
        if (status === undefined) throw new InferenceClientProviderOutputError(malformedStatus);
        return completed(status);
      },
    });
  }
  return getJson(
    call,
    `${base}${path}${request.search}`,
    job,
    "Failed to fetch result",
    "Failed to parse result response from fal-ai API: received malformed response",
  );
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
function falQueueHelper<T>({ output, ...spec }: QueuedTask<T>): ProviderHelper<T> {
  return defineHelper<T>({
    facts: FAL_AI,
    ...spec,
    prepareHeaders: falHeaders,
    retryRule: JOB_SUBMISSION,
    makeBaseUrl: (params) => (params.authMethod === "provider-key" ? FAL_AI.queueUrl : routerBaseOf(FAL_AI.id)),
    makeRoute: (params) => (params.authMethod === "provider-key" ? params.model : `${params.model}?_subdomain=queue`),
    getResponse: followJob(`${spec.task} task`, async (response, call, job, outputType) =>
      output(await queueResult(spec.task, response, call, job), call, outputType),
    ),
  });
}

/** The Blob `inputs` as an `image_url` data URL. */
const withImageUrl = (args: Record<string, unknown>) => withInputDataUrl(args, "image_url", "image/png");

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

// Image plus prompt to video or image: the queue of the image-only task, the prompt among the parameters.
// (Fields listed, not spread from a shared object: a spread is a side effect to a bundler, which then keeps
// these helpers in bundles that never use fal.)
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
export const falImageTextToVideo = /* @__PURE__ */ falQueueHelper({
  task: "image-text-to-video",
  routes: IMAGE_TEXT_TO_VIDEO_ROUTES,
  preparePayload: (params) => flatParams(params.args),
  output: imageToVideoOutput,
  preparePayloadAsync: withImageUrl,
});

const imageToImagePayload = (params: BodyParams) => ({ ...flatParams(params.args), ...loras(params.mapping) });
const imageToImageOutput = /* @__PURE__ */ mediaResult(
  imageUrlOf,
  (shown) =>
    `Received malformed response from Fal.ai image-to-image API: expected { images: Array<{ url: string }> } result format, got instead: ${shown}`,
);

export const falImageToImage = /* @__PURE__ */ falQueueHelper({
  task: "image-to-image",
  routes: IMAGE_TO_IMAGE_ROUTES,
  preparePayload: imageToImagePayload,
  output: imageToImageOutput,
  preparePayloadAsync: withImageUrl,
});
export const falImageTextToImage = /* @__PURE__ */ falQueueHelper({
  task: "image-text-to-image",
  routes: IMAGE_TEXT_TO_IMAGE_ROUTES,
  preparePayload: imageToImagePayload,
  output: imageToImageOutput,
  preparePayloadAsync: withImageUrl,
});

export const falImageSegmentation = /* @__PURE__ */ falQueueHelper<ImageSegmentationOutputElement[]>({
  task: "image-segmentation",
  routes: IMAGE_SEGMENTATION_ROUTES,
  preparePayload: (params) => ({ ...flatParams(params.args), sync_mode: true }),
  output: async (result, call) => {
    const { url, failure } = mediaSource(
      result,
      fieldOf(fieldOf(result, "image"), "url"),
      call,
      (shown) =>
        `Received malformed response from Fal.ai image-segmentation API: expected { image: { url: string } } format, got instead: ${shown}`,
      "segmentation mask",
    );
    const mask = await fetchMedia(call, url, failure);
    return [{ label: "mask", score: 1.0, mask: await base64FromBlob(mask) }];
  },
  preparePayloadAsync: withImageUrl,
});

export const falTextToAudio = /* @__PURE__ */ falQueueHelper({
  task: "text-to-audio",
  routes: TEXT_TO_AUDIO_ROUTES,
  preparePayload: (params) => ({ ...flatParams(params.args), prompt: params.args.inputs }),
  // Music apps answer `audio_file`, sound-effect apps `audio`.
  output: /* @__PURE__ */ mediaResult(
    (result) => fieldOf(fieldOf(result, "audio_file") ?? fieldOf(result, "audio"), "url"),
    (shown) =>
      `Received malformed response from Fal.ai text-to-audio API: expected { audio_file: { url: string } } or { audio: { url: string } } result format, got instead: ${shown}`,
    "audio",
  ),
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
    const { url, failure } = mediaSource(
      result,
      fieldOf(audio, "url"),
      call,
      (shown) =>
        `Received malformed response from Fal.ai audio-to-audio API: expected { audio: { url: string } } result format, got instead: ${shown}`,
      "audio",
    );
    const blob = await fetchMedia(call, url, failure);
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
