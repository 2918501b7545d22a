// Novita: OpenAI-compatible chat under /v3/openai (text generation as a one-message chat); text-to-video as an async
// task polled every 500 ms until TASK_STATUS_SUCCEED or TASK_STATUS_FAILED; image-text-to-video on MiniMax H3's
// own API, polled every 5 s until succeeded, failed or cancelled.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import type { Call } from "../lib/call";
import { mediaAt, withInputDataUrl } from "../lib/media";
import { followJob, type JobOrigin, pollingBase, pollJob } from "../lib/polling";
import { excerpt, quote } from "../lib/redact";
import { JOB_SUBMISSION } from "../lib/retry";
import { fieldOf, isNumber, isObject, isString } from "../lib/shape";
import { IMAGE_TEXT_TO_VIDEO_ROUTES, NOVITA, TEXT_TO_VIDEO_ROUTES } from "./facts";
import { type BodyParams, defineHelper, type UrlParams } from "./helper";
import { chatTextGenerationHelper } from "./openai-compatible";

/** Text-to-video is polled at this pace with no limit on polls, as the spec says: the call's timeout ends it. */
export const NOVITA_POLL_INTERVAL_MS = 500;
export const NOVITA_MINIMAX_POLL_INTERVAL_MS = 5000;
/** MiniMax polls before giving up: ten minutes at the provider's pace, as long as its longest clips take. */
export const NOVITA_MINIMAX_MAX_POLLS = 120;
/** The one model Novita serves image-text-to-video with, on its own route. */
const MINIMAX_H3 = "MiniMax-H3";

export const novitaTextGeneration = /* @__PURE__ */ chatTextGenerationHelper({ facts: NOVITA });

/** How one kind of Novita task is followed: where its status is, how often, how long, and what ends it. */
interface TaskPolling<T> {
  /** The status path, the task's id appended. */
  path: string;
  /** Polls before giving up; none for text-to-video. */
  attempts?: number;
  intervalMs: number;
  failure: string;
  /** The output once the task is done, `undefined` while it runs; throws when it failed. */
  read(status: string, task: Record<string, unknown>, poll: unknown): T | undefined;
}

/** The submitted task (its `task_id`) followed to its end; every answer must name the task's status. */
function novitaTask<T>(
  task: "text-to-video" | "image-text-to-video",
  response: unknown,
  call: Call,
  job: JobOrigin,
  { path, read, ...plan }: TaskPolling<T>,
): Promise<T> {
  const malformed = `Received malformed response from Novita ${task} API`;
  const taskId = fieldOf(response, "task_id");
  if (!isString(taskId) || !taskId) {
    throw new InferenceClientProviderOutputError(`${malformed}: no task ID found in the response`);
  }
  const { attempts, ...pace } = plan;
  const limit =
    attempts === undefined
      ? {}
      : {
          attempts,
          timedOut: `Timed out while waiting for the Novita ${task} task - aborting after ${attempts} status polls`,
        };
  return pollJob(call, job, {
    ...pace,
    ...limit,
    url: `${pollingBase(job.url, "novita")}${path}${encodeURIComponent(taskId)}`,
    malformed: `${malformed}: failed to parse task result`,
    read: (poll) => {
      const found = fieldOf(poll, "task");
      const status = fieldOf(found, "status");
      if (!isObject(found) || !isString(status)) {
        throw new InferenceClientProviderOutputError(`${malformed}: failed to get task status`);
      }
      return read(status, found, poll);
    },
  });
}

export const novitaTextToVideo = /* @__PURE__ */ defineHelper<Blob | string | Record<string, unknown>>({
  facts: NOVITA,
  task: "text-to-video",
  routes: TEXT_TO_VIDEO_ROUTES,
  retryRule: JOB_SUBMISSION,
  preparePayload: (params) => {
    const { inputs, parameters, ...rest } = params.args;
    const { num_inference_steps, ...others } = isObject(parameters) ? parameters : {};
    return { ...rest, ...others, steps: num_inference_steps, prompt: inputs };
  },
  getResponse: /* @__PURE__ */ followJob("text-to-video task", async (response, call, job, outputType) => {
    const result = await novitaTask("text-to-video", response, call, job, {
      path: "/v3/async/task-result?task_id=",
      intervalMs: NOVITA_POLL_INTERVAL_MS,
      failure: "Failed to fetch task result",
      read: (status, _task, poll) => {
        if (status === "TASK_STATUS_FAILED")
          throw new InferenceClientProviderOutputError("Novita text-to-video task failed");
        return status === "TASK_STATUS_SUCCEED" ? poll : undefined;
      },
    });
    return mediaAt(
      call,
      fieldOf(fieldOf(fieldOf(result, "videos"), "0"), "video_url"),
      outputType,
      result,
      () =>
        `Received malformed response from Novita text-to-video API: expected { videos: [{ video_url: string }] } format, got instead: ${quote(result, call.secret)}`,
    );
  }),
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

export const novitaImageTextToVideo = /* @__PURE__ */ defineHelper<Blob | string | Record<string, unknown>>({
  facts: NOVITA,
  task: "image-text-to-video",
  routes: IMAGE_TEXT_TO_VIDEO_ROUTES,
  retryRule: JOB_SUBMISSION,
  makeRoute: (params: UrlParams) => {
    if (params.model !== MINIMAX_H3) {
      throw new InferenceClientInputError(`Unsupported Novita image-text-to-video model: ${params.model}`);
    }
    return IMAGE_TEXT_TO_VIDEO_ROUTES.novita;
  },
  preparePayload: minimaxPayload,
  // The first frame travels inline, as a data URL.
  preparePayloadAsync: (args) => withInputDataUrl(args, "inputs", "image/png"),
  // The peer's words when the request's URL and headers are missing.
  getResponse: /* @__PURE__ */ followJob("Novita API calls", async (response, call, job, outputType) => {
    // A failed or cancelled task ends with its reason.
    const task = await novitaTask("image-text-to-video", response, call, job, {
      path: "/v3/minimax/v2/query/video_generation/",
      attempts: NOVITA_MINIMAX_MAX_POLLS,
      intervalMs: NOVITA_MINIMAX_POLL_INTERVAL_MS,
      failure: "Failed to fetch response status from Novita API",
      read: (status, task) => {
        if (status === "succeeded") return task;
        if (status !== "failed" && status !== "cancelled") return undefined;
        const reason = fieldOf(fieldOf(task, "error"), "message");
        throw new InferenceClientProviderOutputError(
          isString(reason) && reason ? excerpt(reason, call.secret) : `Novita task ${status}`,
        );
      },
    });
    return mediaAt(
      call,
      fieldOf(fieldOf(task, "content"), "url"),
      outputType,
      task,
      "No output URL returned by Novita API",
      "Failed to fetch generation output from Novita API",
    );
  }),
});
