// Together AI: OpenAI-compatible chat, completions, embeddings, images (base64, or a URL when asked for) and
// audio; videos as jobs submitted to v2/videos and polled at v2/videos/{id} every 2 s, 150 times at most.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import type { Call } from "../lib/call";
import { mediaAt, withInputDataUrl } from "../lib/media";
import { followJob, pollJob } from "../lib/polling";
import { excerpt, quote } from "../lib/redact";
import { JOB_SUBMISSION } from "../lib/retry";
import { fieldOf, isBlob, isNumber, isObject, isString } from "../lib/shape";
import type { OutputType } from "../types";
import { IMAGE_TO_VIDEO_ROUTES, type RouteTable, TEXT_TO_VIDEO_ROUTES, TOGETHER } from "./facts";
import { type BodyParams, defineHelper, flatParams, type ProviderHelper } from "./helper";
import { speechHelper, transcriptionHelper } from "./openai-audio";
import {
  type ChatAdapter,
  completionsHelper,
  completionsWithPrompt,
  embeddingsHelper,
  imageGenerationsHelper,
  requestedJsonSchema,
} from "./openai-compatible";

/** Together takes a JSON schema as `response_format.schema`. */
function togetherJsonSchema(payload: Record<string, unknown>): Record<string, unknown> {
  const schema = requestedJsonSchema(payload)?.schema;
  return schema ? { ...payload, response_format: { type: "json_schema", schema } } : payload;
}

/** The task's parameters in Together's words: `steps`, and `width`/`height` for a `target_size`. */
function togetherParameters(parameters: Record<string, unknown>): Record<string, unknown> {
  const { num_inference_steps, target_size, ...rest } = parameters;
  const width = fieldOf(target_size, "width");
  const height = fieldOf(target_size, "height");
  return {
    ...rest,
    ...(num_inference_steps === undefined ? undefined : { steps: num_inference_steps }),
    ...(isNumber(width) ? { width } : undefined),
    ...(isNumber(height) ? { height } : undefined),
  };
}

/** The arguments other than `inputs` and `parameters`, then the parameters in Together's words. */
function togetherArgs(params: BodyParams): Record<string, unknown> {
  const { inputs: _inputs, parameters, ...rest } = params.args;
  return { ...rest, ...togetherParameters(isObject(parameters) ? parameters : {}) };
}

/** A Blob input as a data URL of its own type (else `fallbackType`); `refusal` when it is not a Blob. */
async function blobInputAsDataUrl(args: Record<string, unknown>, fallbackType: string, refusal: string) {
  if (!isBlob(args.inputs)) throw new InferenceClientInputError(refusal);
  return withInputDataUrl(args, "inputs", fallbackType);
}

export const togetherChat: ChatAdapter = { adapt: togetherJsonSchema };
export const togetherTextGeneration = /* @__PURE__ */ completionsHelper({
  facts: TOGETHER,
  preparePayload: completionsWithPrompt,
});
export const togetherTextToImage = /* @__PURE__ */ imageGenerationsHelper({
  facts: TOGETHER,
  responseFormat: "base64",
  answersUrls: true,
  preparePayload: (params) => ({ ...togetherArgs(params), prompt: params.args.inputs, model: params.model }),
});

/**
 * FLUX.1 Kontext models take their input image as `image_url`; every other image-to-image model of Together
 * takes a list of `reference_images`.
 */
function imageField(model: string, image: unknown): Record<string, unknown> {
  const lowered = model.toLowerCase();
  return lowered.includes("kontext") && lowered.includes("flux.1")
    ? { image_url: image }
    : { reference_images: [image] };
}

export const togetherImageToImage = /* @__PURE__ */ imageGenerationsHelper({
  facts: TOGETHER,
  task: "image-to-image",
  responseFormat: "base64",
  preparePayload: (params) => {
    const { prompt, ...rest } = togetherArgs(params);
    return { ...rest, prompt: prompt ?? "", ...imageField(params.model, params.args.inputs), model: params.model };
  },
  preparePayloadAsync: (args) =>
    blobInputAsDataUrl(args, "image/jpeg", "Together image-to-image expects a Blob input."),
});

export const togetherFeatureExtraction = /* @__PURE__ */ embeddingsHelper({
  facts: TOGETHER,
  // `input` and `model` last: no parameter can replace the text or the mapped model.
  preparePayload: (params) => ({ ...flatParams(params.args), input: params.args.inputs, model: params.model }),
});

/** Together's speech route requires a voice; Kokoro models get one of theirs unless the caller names another. */
function withKokoroVoice<T>(speech: ProviderHelper<T>): ProviderHelper<T> {
  return {
    ...speech,
    preparePayload: (params) => {
      const payload = speech.preparePayload(params);
      const kokoro = params.model.toLowerCase().includes("kokoro");
      return payload.voice === undefined && kokoro ? { ...payload, voice: "af_alloy" } : payload;
    },
  };
}

export const togetherTextToSpeech = /* @__PURE__ */ withKokoroVoice(/* @__PURE__ */ speechHelper({ facts: TOGETHER }));

export const togetherAutomaticSpeechRecognition = /* @__PURE__ */ transcriptionHelper({ facts: TOGETHER });

export const TOGETHER_VIDEO_POLL_INTERVAL_MS = 2000;
/** Status polls before giving up: five minutes at the provider's pace. */
export const TOGETHER_VIDEO_MAX_POLLS = 150;
/** Statuses of a job still on its way; a job without a status yet is one too. */
const PENDING = new Set(["queued", "in_progress"]);

/**
 * The finished job's video per `outputType`; undefined while the job runs; throws when it failed or cannot be
 * read.
 */
function finishedVideo(job: unknown, call: Call, outputType: OutputType | undefined) {
  if (!isObject(job) || Array.isArray(job)) {
    throw new InferenceClientProviderOutputError(
      `Received malformed response from Together video API: ${quote(job, call.secret)}`,
    );
  }
  const status = job.status;
  if (status === undefined || (isString(status) && PENDING.has(status))) return undefined;
  if (status === "failed") {
    const reason = fieldOf(fieldOf(job, "error"), "message");
    throw new InferenceClientProviderOutputError(
      `Together video generation failed: ${isString(reason) ? excerpt(reason, call.secret) : "Unknown error"}`,
    );
  }
  if (status !== "completed") {
    throw new InferenceClientProviderOutputError(`Unexpected Together video job status: ${quote(status, call.secret)}`);
  }
  return mediaAt(
    call,
    fieldOf(fieldOf(job, "outputs"), "video_url"),
    outputType,
    job,
    "No video URL found in completed Together video job.",
    "Failed to download Together video output",
  );
}

/** A Together video task: submitted, followed (the answer to the submission first) to its end, its video read. */
function togetherVideoHelper(
  task: "text-to-video" | "image-to-video",
  routes: RouteTable,
  preparePayload: (params: BodyParams) => Record<string, unknown>,
  preparePayloadAsync?: ProviderHelper["preparePayloadAsync"],
): ProviderHelper<Blob | string | Record<string, unknown>> {
  return defineHelper({
    facts: TOGETHER,
    task,
    routes,
    retryRule: JOB_SUBMISSION,
    preparePayload,
    preparePayloadAsync,
    getResponse: followJob(`${task} task`, async (response, call, job, outputType) => {
      const id = fieldOf(response, "id");
      if (!isString(id) || !id) {
        throw new InferenceClientProviderOutputError(
          "Received malformed response from Together video API: no job ID found in the response",
        );
      }
      return (
        finishedVideo(response, call, outputType) ??
        pollJob(call, job, {
          url: `${job.url}/${encodeURIComponent(id)}`,
          attempts: TOGETHER_VIDEO_MAX_POLLS,
          intervalMs: TOGETHER_VIDEO_POLL_INTERVAL_MS,
          failure: "Failed to fetch Together video job result",
          malformed: "Received malformed response from Together video API: failed to parse job result",
          timedOut: `Timed out while waiting for Together video generation — aborting after ${TOGETHER_VIDEO_MAX_POLLS} status polls`,
          read: (poll) => finishedVideo(poll, call, outputType),
        })
      );
    }),
  });
}

export const togetherTextToVideo = /* @__PURE__ */ togetherVideoHelper(
  "text-to-video",
  TEXT_TO_VIDEO_ROUTES,
  (params) => ({
    ...togetherArgs(params),
    prompt: params.args.inputs,
    model: params.model,
  }),
);

export const togetherImageToVideo = /* @__PURE__ */ togetherVideoHelper(
  "image-to-video",
  IMAGE_TO_VIDEO_ROUTES,
  (params) => {
    const { prompt, ...rest } = togetherArgs(params);
    return {
      ...rest,
      // The image is the clip's first keyframe.
      frame_images: [{ input_image: params.args.inputs, frame: "first" }],
      ...(isString(prompt) ? { prompt } : undefined),
      model: params.model,
    };
  },
  (args) => blobInputAsDataUrl(args, "image/png", "Together image-to-video expects a Blob input."),
);
