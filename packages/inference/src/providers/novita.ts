// Novita: OpenAI-compatible chat under /v3/openai (text generation as a one-message chat); text-to-video as an async
// task polled every 500 ms until TASK_STATUS_SUCCEED or TASK_STATUS_FAILED; image-text-to-video on MiniMax H3's
// own API, polled every 5 s until succeeded, failed or cancelled.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import type { Call } from "../lib/call";
import { dataUrlFromBlob, isMediaUrl, mediaOutput, toBlob } from "../lib/media";
import { type JobOrigin, pollingBase, pollingCall, pollJob } from "../lib/polling";
import { excerpt, quote } from "../lib/redact";
import { fieldOf, isNumber, isObject, isString } from "../lib/shape";
import { IMAGE_TEXT_TO_VIDEO_ROUTES, NOVITA, TEXT_TO_VIDEO_ROUTES } from "./facts";
import { type BodyParams, defineHelper, type UrlParams } from "./helper";
import { chatCompletionHelper, chatTextGenerationHelper } from "./openai-compatible";

export const NOVITA_POLL_INTERVAL_MS = 500;
/** Text-to-video polls before giving up: ten minutes at the provider's pace. */
export const NOVITA_MAX_POLLS = 1200;
export const NOVITA_MINIMAX_POLL_INTERVAL_MS = 5000;
/** MiniMax polls before giving up: ten minutes at the provider's pace, as long as its longest clips take. */
export const NOVITA_MINIMAX_MAX_POLLS = 120;
const MALFORMED = "Received malformed response from Novita text-to-video API";
/** The one model Novita serves image-text-to-video with, on its own route. */
const MINIMAX_H3 = "MiniMax-H3";

export const novitaConversational = /* @__PURE__ */ chatCompletionHelper({ facts: NOVITA });
export const novitaTextGeneration = /* @__PURE__ */ chatTextGenerationHelper({ facts: NOVITA });

export const novitaTextToVideo = /* @__PURE__ */ defineHelper<Blob | string | Record<string, unknown>>({
  facts: NOVITA,
  task: "text-to-video",
  routes: TEXT_TO_VIDEO_ROUTES,
  startsJob: true,
  preparePayload: (params) => {
    const { inputs, parameters, ...rest } = params.args;
    const { num_inference_steps, ...others } = isObject(parameters) ? parameters : {};
    return { ...rest, ...others, steps: num_inference_steps, prompt: inputs };
  },
  getResponse: async (response, requestUrl, requestHeaders, outputType, maybeCall) => {
    const { call, job } = pollingCall("text-to-video", requestUrl, requestHeaders, maybeCall);
    const taskId = fieldOf(response, "task_id");
    if (typeof taskId !== "string" || !taskId) {
      throw new InferenceClientProviderOutputError(`${MALFORMED}: no task ID found in the response`);
    }
    const result = await pollJob(call, job, {
      url: `${pollingBase(job.url, "novita")}/v3/async/task-result?task_id=${encodeURIComponent(taskId)}`,
      attempts: NOVITA_MAX_POLLS,
      intervalMs: NOVITA_POLL_INTERVAL_MS,
      failure: "Failed to fetch task result",
      malformed: `${MALFORMED}: failed to parse task result`,
      timedOut: `Timed out while waiting for the Novita text-to-video task - aborting after ${NOVITA_MAX_POLLS} status polls`,
      read: (poll) => {
        const status = fieldOf(fieldOf(poll, "task"), "status");
        if (typeof status !== "string")
          throw new InferenceClientProviderOutputError(`${MALFORMED}: failed to get task status`);
        if (status === "TASK_STATUS_FAILED")
          throw new InferenceClientProviderOutputError("Novita text-to-video task failed");
        return status === "TASK_STATUS_SUCCEED" ? poll : undefined;
      },
    });
    const videoUrl = fieldOf(fieldOf(fieldOf(result, "videos"), "0"), "video_url");
    if (!isMediaUrl(videoUrl)) {
      throw new InferenceClientProviderOutputError(
        `${MALFORMED}: expected { videos: [{ video_url: string }] } format, got instead: ${quote(result, call.secret)}`,
      );
    }
    return mediaOutput(call, { url: videoUrl }, outputType, result);
  },
});

const MINIMAX_RATIOS = ["21:9", "16:9", "4:3", "1:1", "3:4", "9:16"] as const;

/** A `target_size` the caller gave, when both sides are numbers. */
function targetSizeOf(value: unknown): { width: number; height: number } | undefined {
  const width = fieldOf(value, "width");
  const height = fieldOf(value, "height");
  return isNumber(width) && isNumber(height) && width > 0 && height > 0 ? { width, height } : undefined;
}

/** MiniMax's clip settings from the task's generic ones: seconds from frames at 24 fps, the nearest size and shape. */
function minimaxSettings(numFrames: unknown, size: { width: number; height: number } | undefined) {
  const duration = isNumber(numFrames) ? Math.min(15, Math.max(4, Math.round(numFrames / 24))) : 4;
  if (!size) return { duration, resolution: "768P", ratio: "16:9" };
  const shortEdge = Math.min(size.width, size.height);
  const resolution = Math.abs(shortEdge - 768) <= Math.abs(shortEdge - 1440) ? "768P" : "2K";
  const wanted = size.width / size.height;
  const distance = (ratio: string) => {
    const [w = 1, h = 1] = ratio.split(":").map(Number);
    return Math.abs(wanted - w / h);
  };
  let ratio: string = MINIMAX_RATIOS[0];
  for (const candidate of MINIMAX_RATIOS) if (distance(candidate) < distance(ratio)) ratio = candidate;
  return { duration, resolution, ratio };
}

/** Parameters MiniMax has no use for: sending them makes it refuse the task. */
const MINIMAX_UNSUPPORTED = new Set(["guidance_scale", "negative_prompt", "num_inference_steps", "seed"]);

function minimaxPayload(params: BodyParams): Record<string, unknown> {
  const { inputs, parameters } = params.args;
  const { prompt, num_frames, target_size, resolution, duration, ratio, ...others } = isObject(parameters)
    ? parameters
    : {};
  if (!isString(prompt) || !prompt.trim()) {
    throw new InferenceClientInputError("Novita MiniMax H3 requires a non-empty parameters.prompt.");
  }
  const derived = minimaxSettings(num_frames, targetSizeOf(target_size));
  const rest = Object.fromEntries(Object.entries(others).filter(([key]) => !MINIMAX_UNSUPPORTED.has(key)));
  const image = isString(inputs) && inputs ? inputs : undefined;
  return {
    ...rest,
    model: params.model,
    content: [
      { type: "text", text: prompt },
      ...(image ? [{ type: "image_url", image_url: { url: image }, role: "first_frame" }] : []),
    ],
    resolution: resolution ?? derived.resolution,
    duration: duration ?? derived.duration,
    // With a first frame, the clip takes the image's shape.
    ratio: image ? "adaptive" : (ratio ?? derived.ratio),
  };
}

/** The finished MiniMax task, polled within NOVITA_MINIMAX_MAX_POLLS; a failed or cancelled one throws its reason. */
function minimaxTask(call: Call, job: JobOrigin, taskId: string): Promise<Record<string, unknown>> {
  const malformed = "Received malformed response from Novita image-text-to-video API";
  return pollJob(call, job, {
    url: `${pollingBase(job.url, "novita")}/v3/minimax/v2/query/video_generation/${encodeURIComponent(taskId)}`,
    attempts: NOVITA_MINIMAX_MAX_POLLS,
    intervalMs: NOVITA_MINIMAX_POLL_INTERVAL_MS,
    failure: "Failed to fetch response status from Novita API",
    malformed: `${malformed}: failed to parse task result`,
    timedOut: `Timed out while waiting for the Novita image-text-to-video task - aborting after ${NOVITA_MINIMAX_MAX_POLLS} status polls`,
    read: (poll) => {
      const task = fieldOf(poll, "task");
      const status = fieldOf(task, "status");
      if (!isObject(task) || !isString(status)) {
        throw new InferenceClientProviderOutputError(`${malformed}: failed to get task status`);
      }
      if (status === "succeeded") return task;
      if (status !== "failed" && status !== "cancelled") return undefined;
      const reason = fieldOf(fieldOf(task, "error"), "message");
      throw new InferenceClientProviderOutputError(
        isString(reason) && reason ? excerpt(reason, call.secret) : `Novita task ${status}`,
      );
    },
  });
}

export const novitaImageTextToVideo = /* @__PURE__ */ defineHelper<Blob | string | Record<string, unknown>>({
  facts: NOVITA,
  task: "image-text-to-video",
  routes: IMAGE_TEXT_TO_VIDEO_ROUTES,
  startsJob: true,
  makeRoute: (params: UrlParams) => {
    if (params.model !== MINIMAX_H3) {
      throw new InferenceClientInputError(`Unsupported Novita image-text-to-video model: ${params.model}`);
    }
    return IMAGE_TEXT_TO_VIDEO_ROUTES.novita;
  },
  preparePayload: minimaxPayload,
  // The first frame travels inline, as a data URL.
  preparePayloadAsync: async (args) => {
    const blob = toBlob(args.inputs);
    return blob ? { ...args, inputs: await dataUrlFromBlob(blob, "image/png") } : args;
  },
  getResponse: async (response, requestUrl, requestHeaders, outputType, maybeCall) => {
    if (!requestUrl || !requestHeaders)
      throw new InferenceClientInputError("URL and headers are required for Novita API calls");
    const { call, job } = pollingCall("image-text-to-video", requestUrl, requestHeaders, maybeCall);
    const taskId = fieldOf(response, "task_id");
    if (!isString(taskId) || !taskId) {
      throw new InferenceClientProviderOutputError(
        "Received malformed response from Novita image-text-to-video API: no task ID found in the response",
      );
    }
    const task = await minimaxTask(call, job, taskId);
    const url = fieldOf(fieldOf(task, "content"), "url");
    if (!isMediaUrl(url)) throw new InferenceClientProviderOutputError("No output URL returned by Novita API");
    return mediaOutput(call, { url, failure: "Failed to fetch generation output from Novita API" }, outputType, task);
  },
});
