// Replicate: every task is a prediction created with `Prefer: wait`, answered synchronously.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { catchReadFailure } from "../lib/body";
import { type Call, callOrDefault, sleep } from "../lib/call";
import { dataUrlFromBlob, fetchMedia, isMediaUrl, mediaOutput, toBlob } from "../lib/media";
import { getJson, type JobOrigin, pollInterval } from "../lib/polling";
import { excerpt } from "../lib/redact";
import { isBlob, isObject } from "../lib/shape";
import type {
  AutomaticSpeechRecognitionOutput,
  InferenceProviderMappingEntry,
  InferenceTask,
  OutputType,
} from "../types";
import {
  AUTOMATIC_SPEECH_RECOGNITION_ROUTES,
  IMAGE_TO_IMAGE_ROUTES,
  REPLICATE,
  routeWithModel,
  TEXT_TO_IMAGE_ROUTES,
  TEXT_TO_SPEECH_ROUTES,
  TEXT_TO_VIDEO_ROUTES,
} from "./facts";
import { type BodyParams, defineHelper, flatParams, isLora, type ProviderHelper } from "./helper";

const malformed = (task: InferenceTask) => `Received malformed response from Replicate ${task} API`;

function loraWeights(mapping: InferenceProviderMappingEntry | undefined): Record<string, unknown> {
  return isLora(mapping) ? { lora_weights: `https://huggingface.co/${mapping.hfModelId}` } : {};
}

interface Prediction<T> {
  task: InferenceTask;
  /** The task's route table, which lists Replicate. */
  routes: { readonly replicate: string };
  /** The prediction's `input`. */
  input: (params: BodyParams) => Record<string, unknown>;
  /** Reads the finished prediction, per `outputType` for media. */
  output: (response: unknown, call: Call, outputType: OutputType | undefined) => Promise<T>;
  preparePayloadAsync?: ProviderHelper["preparePayloadAsync"];
}

/** A Replicate prediction for `task`. */
function replicateHelper<T>({ task, routes, input, output, preparePayloadAsync }: Prediction<T>): ProviderHelper<T> {
  return defineHelper<T>({
    facts: REPLICATE,
    task,
    routes,
    startsJob: true,
    // A versioned id (`name:version`) names its version in the body, on the unversioned route.
    makeRoute: (params) =>
      params.model.includes(":") ? "v1/predictions" : routeWithModel(routes.replicate, params.model),
    prepareHeaders: (params, isBinary) => ({
      Authorization: `Bearer ${params.accessToken ?? ""}`,
      Prefer: "wait",
      ...(isBinary ? undefined : { "Content-Type": "application/json" }),
    }),
    preparePayload: (params) => ({
      input: input(params),
      version: params.model.includes(":") ? params.model.split(":")[1] : undefined,
    }),
    preparePayloadAsync,
    getResponse: async (response, url, headers, outputType, maybeCall) => {
      const call = callOrDefault(maybeCall);
      const job = url && headers ? { url, headers } : undefined;
      return output(await settled(response, job, call), call, outputType);
    },
  });
}

export const REPLICATE_POLL_INTERVAL_MS = 500;
/** Status polls before giving up: ten minutes at the provider's pace. */
export const REPLICATE_MAX_POLLS = 1200;
const RUNNING = new Set(["starting", "processing"]);

/**
 * The finished prediction. `Prefer: wait` usually answers it finished; when the provider's wait ran
 * out first, its `urls.get` is polled until the prediction ends (with the key only on the origin the
 * prediction was created on).
 */
async function settled(response: unknown, job: JobOrigin | undefined, call: Call): Promise<unknown> {
  let prediction = response;
  for (let polls = 0; ; polls++) {
    if (!isObject(prediction)) return prediction;
    const status = prediction.status;
    if (status === "failed" || status === "canceled") {
      throw new InferenceClientProviderOutputError(
        `Replicate prediction ${status}: ${excerpt(String(prediction.error ?? "no reason given"), call.secret)}`,
      );
    }
    const next = isObject(prediction.urls) ? prediction.urls.get : undefined;
    if (!RUNNING.has(String(status)) || !job || !isMediaUrl(next)) return prediction;
    if (polls === REPLICATE_MAX_POLLS) {
      throw new InferenceClientProviderOutputError(
        `Timed out while waiting for the Replicate prediction - aborting after ${REPLICATE_MAX_POLLS} status polls`,
      );
    }
    await sleep(pollInterval(call, REPLICATE_POLL_INTERVAL_MS), call);
    prediction = await getJson(
      call,
      next,
      job,
      "Failed to fetch prediction status",
      "Received malformed response from Replicate API: invalid JSON",
    );
  }
}

const outputOf = (response: unknown) => (isObject(response) ? response.output : undefined);

/** The first media URL of `output` (a URL or a list of them). */
function mediaUrlOf(response: unknown): string | undefined {
  const output = outputOf(response);
  const url = Array.isArray(output) ? output[0] : output;
  return isMediaUrl(url) ? url : undefined;
}

/** The prediction's media (the body itself, or its first output URL), per `outputType`. */
function predictionMedia(task: InferenceTask) {
  return async (response: unknown, call: Call, outputType: OutputType | undefined) => {
    if (isBlob(response)) return mediaOutput(call, { blob: response }, outputType, response);
    const url = mediaUrlOf(response);
    if (!url) throw new InferenceClientProviderOutputError(malformed(task));
    return mediaOutput(call, { url }, outputType, response);
  };
}

export const replicateTextToImage = /* @__PURE__ */ replicateHelper({
  task: "text-to-image",
  routes: TEXT_TO_IMAGE_ROUTES,
  input: (params) => ({ ...flatParams(params.args), prompt: params.args.inputs, ...loraWeights(params.mapping) }),
  output: /* @__PURE__ */ predictionMedia("text-to-image"),
});

export const replicateTextToSpeech = /* @__PURE__ */ replicateHelper({
  task: "text-to-speech",
  routes: TEXT_TO_SPEECH_ROUTES,
  input: (params) => {
    const { prompt, ...flat } = flatParams(params.args);
    return { ...flat, text: params.args.inputs ?? prompt };
  },
  output: /* @__PURE__ */ predictionMedia("text-to-speech"),
});

export const replicateTextToVideo = /* @__PURE__ */ replicateHelper({
  task: "text-to-video",
  routes: TEXT_TO_VIDEO_ROUTES,
  input: (params) => ({ ...flatParams(params.args), prompt: params.args.inputs }),
  output: /* @__PURE__ */ predictionMedia("text-to-video"),
});

export const replicateImageToImage = /* @__PURE__ */ replicateHelper({
  task: "image-to-image",
  routes: IMAGE_TO_IMAGE_ROUTES,
  input: (params) => ({ ...flatParams(params.args), ...loraWeights(params.mapping) }),
  output: /* @__PURE__ */ predictionMedia("image-to-image"),
  preparePayloadAsync: async (args) => {
    const { inputs, ...rest } = args;
    const blob = toBlob(inputs);
    return blob ? { ...rest, input_image: await dataUrlFromBlob(blob, "image/jpeg") } : args;
  },
});

export const replicateAutomaticSpeechRecognition = /* @__PURE__ */ replicateHelper<AutomaticSpeechRecognitionOutput>({
  task: "automatic-speech-recognition",
  routes: AUTOMATIC_SPEECH_RECOGNITION_ROUTES,
  input: (params) => flatParams(params.args),
  output: async (response, call) => {
    const output = outputOf(response);
    const first = Array.isArray(output) ? output[0] : output;
    if (typeof first === "string") return { text: first };
    if (isObject(output)) {
      for (const key of ["transcription", "translation"]) {
        const text = output[key];
        if (typeof text === "string") return { text };
      }
      if (isMediaUrl(output.txt_file)) {
        const file = await fetchMedia(call, output.txt_file);
        return { text: await catchReadFailure(call, output.txt_file, file.text()) };
      }
    }
    throw new InferenceClientProviderOutputError(malformed("automatic-speech-recognition"));
  },
  preparePayloadAsync: async (args) => {
    const { inputs, data, ...rest } = args;
    const blob = inputs ?? data;
    if (!(blob instanceof Blob)) throw new InferenceClientInputError("Audio input must be a Blob");
    return { ...rest, audio: await dataUrlFromBlob(blob, "audio/wav") };
  },
});
