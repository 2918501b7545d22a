// Replicate: every task is a prediction created with `Prefer: wait`, answered synchronously.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { catchReadFailure } from "../lib/body";
import { type Call, callOrDefault } from "../lib/call";
import { dataUrlFromBlob, fetchMedia, isMediaUrl, mediaAt, mediaOutput, withInputDataUrl } from "../lib/media";
import { type JobOrigin, pollJob } from "../lib/polling";
import { excerpt } from "../lib/redact";
import { JOB_SUBMISSION } from "../lib/retry";
import { fieldOf, isBlob, isObject } from "../lib/shape";
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

/** Reads the finished prediction into the task's output. */
type PredictionOutput<T> = (response: unknown, call: Call, outputType: OutputType | undefined) => Promise<T>;

interface Prediction<T> {
  task: InferenceTask;
  /** The task's route table, which lists Replicate. */
  routes: { readonly replicate: string };
  /** The prediction's `input`. */
  input: (params: BodyParams) => Record<string, unknown>;
  /** By default, the prediction's media per `outputType` (`predictionMedia`); T is then its type. */
  output?: PredictionOutput<T>;
  preparePayloadAsync?: ProviderHelper["preparePayloadAsync"];
}

/** A Replicate prediction for `task`. */
function replicateHelper<T = Blob | string | Record<string, unknown>>({
  task,
  routes,
  input,
  output = predictionMedia(task) as PredictionOutput<T>,
  preparePayloadAsync,
}: Prediction<T>): ProviderHelper<T> {
  return defineHelper<T>({
    facts: REPLICATE,
    task,
    routes,
    retryRule: JOB_SUBMISSION,
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

/** Whether the prediction needs no more polls: it ended, or cannot be followed; throws when it failed. */
function isSettled(prediction: unknown, call: Call): boolean {
  if (!isObject(prediction)) return true;
  const status = prediction.status;
  if (status === "failed" || status === "canceled") {
    throw new InferenceClientProviderOutputError(
      `Replicate prediction ${status}: ${excerpt(String(prediction.error ?? "no reason given"), call.secret)}`,
    );
  }
  return !RUNNING.has(String(status)) || !isMediaUrl(fieldOf(prediction.urls, "get"));
}

/**
 * The finished prediction. `Prefer: wait` usually answers it finished; when the provider's wait ran
 * out first, its `urls.get` is polled until the prediction ends (with the key only on the origin the
 * prediction was created on).
 */
async function settled(response: unknown, job: JobOrigin | undefined, call: Call): Promise<unknown> {
  if (isSettled(response, call) || !job) return response;
  let prediction = response;
  return pollJob(call, job, {
    // Each poll goes where the last answer said (isSettled checked it is a media URL).
    url: () => fieldOf(fieldOf(prediction, "urls"), "get") as string,
    attempts: REPLICATE_MAX_POLLS,
    intervalMs: REPLICATE_POLL_INTERVAL_MS,
    failure: "Failed to fetch prediction status",
    malformed: "Received malformed response from Replicate API: invalid JSON",
    timedOut: `Timed out while waiting for the Replicate prediction - aborting after ${REPLICATE_MAX_POLLS} status polls`,
    read: (poll) => {
      prediction = poll;
      return isSettled(poll, call) ? poll : undefined;
    },
  });
}

const outputOf = (response: unknown) => (isObject(response) ? response.output : undefined);

/** The first of a list of outputs, or the one output. */
const firstOf = (output: unknown) => (Array.isArray(output) ? output[0] : output);

/** The prediction's media (the body itself, or its first output URL), per `outputType`. */
function predictionMedia(task: InferenceTask) {
  return async (response: unknown, call: Call, outputType: OutputType | undefined) =>
    isBlob(response)
      ? mediaOutput(call, { blob: response }, outputType, response)
      : mediaAt(call, firstOf(outputOf(response)), outputType, response, malformed(task));
}

export const replicateTextToImage = /* @__PURE__ */ replicateHelper({
  task: "text-to-image",
  routes: TEXT_TO_IMAGE_ROUTES,
  input: (params) => ({ ...flatParams(params.args), prompt: params.args.inputs, ...loraWeights(params.mapping) }),
});

export const replicateTextToSpeech = /* @__PURE__ */ replicateHelper({
  task: "text-to-speech",
  routes: TEXT_TO_SPEECH_ROUTES,
  input: (params) => {
    const { prompt, ...flat } = flatParams(params.args);
    return { ...flat, text: params.args.inputs ?? prompt };
  },
});

export const replicateTextToVideo = /* @__PURE__ */ replicateHelper({
  task: "text-to-video",
  routes: TEXT_TO_VIDEO_ROUTES,
  input: (params) => ({ ...flatParams(params.args), prompt: params.args.inputs }),
});

export const replicateImageToImage = /* @__PURE__ */ replicateHelper({
  task: "image-to-image",
  routes: IMAGE_TO_IMAGE_ROUTES,
  input: (params) => ({ ...flatParams(params.args), ...loraWeights(params.mapping) }),
  preparePayloadAsync: (args) => withInputDataUrl(args, "input_image", "image/jpeg"),
});

export const replicateAutomaticSpeechRecognition = /* @__PURE__ */ replicateHelper<AutomaticSpeechRecognitionOutput>({
  task: "automatic-speech-recognition",
  routes: AUTOMATIC_SPEECH_RECOGNITION_ROUTES,
  input: (params) => flatParams(params.args),
  output: async (response, call) => {
    const output = outputOf(response);
    const first = firstOf(output);
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
