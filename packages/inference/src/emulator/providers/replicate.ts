// Replicate: predictions on /v1/models/{owner}/{name}/predictions, or /v1/predictions with a version.
// `Prefer: wait` answers the finished prediction; without it the prediction starts and GET urls.get polls it.

import { REPLICATE } from "../../providers/facts";
import { type EmulatedApi, fromFacts } from "../api";
import { needMediaUrl, needObject, needString, type Problem, readJson, reject, textOf } from "../check";
import type { EmulatedRequest, JsonObject } from "../emulated-request";
import { problemError } from "../errors";
import { echo } from "../fake";
import { mediaUrl } from "../media";
import type { Job, JobState } from "../stores/jobs";
import { looksLikeVideoModel, resolveTask } from "../tasks";

const MEDIA_HOST = "replicate.delivery";

interface ReplicateTask {
  check(input: JsonObject): Problem;
  output(input: JsonObject): unknown;
}

/** LoRA weights are given as a repository URL. */
const loraProblem = (input: JsonObject): Problem =>
  input.lora_weights === undefined || /^https:\/\/\S+$/.test(String(input.lora_weights))
    ? undefined
    : "input.lora_weights must be an https URL";

const TASKS = {
  "text-to-image": {
    check: (i) => needString(i, "prompt") ?? loraProblem(i),
    output: () => [mediaUrl(MEDIA_HOST, "image")],
  },
  "text-to-speech": { check: (i) => needString(i, "text"), output: () => mediaUrl(MEDIA_HOST, "audio") },
  "text-to-video": { check: (i) => needString(i, "prompt"), output: () => mediaUrl(MEDIA_HOST, "video") },
  "image-to-image": {
    check: (i) => needMediaUrl(i, "input_image", "input.") ?? loraProblem(i),
    output: () => [mediaUrl(MEDIA_HOST, "image")],
  },
  "automatic-speech-recognition": {
    check: (i) => needMediaUrl(i, "audio", "input."),
    output: (i) => ({
      transcription: echo("transcription", textOf(i.audio).slice(0, 24)),
      detected_language: "english",
      segments: [],
    }),
  },
} satisfies Record<string, ReplicateTask>;

type ReplicateTaskId = keyof typeof TASKS;

function guessTask(input: JsonObject, model: string): ReplicateTaskId {
  if (input.audio !== undefined) return "automatic-speech-recognition";
  if (input.input_image !== undefined) return "image-to-image";
  if (input.text !== undefined && input.prompt === undefined) return "text-to-speech";
  return looksLikeVideoModel(model) ? "text-to-video" : "text-to-image";
}

interface Prediction {
  model: string;
  version: string | null;
  input: JsonObject;
  output: unknown;
  createdAt: string;
}

function predictionBody(call: EmulatedRequest, job: Job, state: JobState) {
  const prediction = job.result as Prediction;
  const status = { pending: "processing", done: "succeeded", failed: "failed", canceled: "canceled" }[state];
  const getUrl = `${call.base}/v1/predictions/${job.id}`;
  return {
    id: job.id,
    model: prediction.model,
    version: prediction.version ?? "emulated",
    input: prediction.input,
    logs: "",
    output: state === "done" ? prediction.output : null,
    error: state === "failed" ? "Emulated prediction failure" : null,
    status,
    created_at: prediction.createdAt,
    ...(state === "pending" ? {} : { completed_at: new Date().toISOString(), metrics: { predict_time: 0.01 } }),
    urls: { get: getUrl, cancel: `${getUrl}/cancel`, web: `https://replicate.com/p/${job.id}` },
  };
}

function create(call: EmulatedRequest, model: string | undefined): void {
  const body = readJson(call);
  if (!body) return;
  if (reject(call, needObject(body, "input"), model === undefined ? needString(body, "version") : undefined)) return;
  const input = body.input as JsonObject;
  const version = typeof body.version === "string" ? body.version : null;
  // Versioned calls name no model: find it among the mappings by its version.
  const providerId =
    model ??
    call.state.mappings.providerIds("replicate").find((id) => id.endsWith(`:${version}`)) ??
    `unknown/model:${version}`;
  const modelId = providerId.split(":")[0] ?? providerId;
  const taskId = resolveTask(call, "replicate", providerId, Object.keys(TASKS) as ReplicateTaskId[], () =>
    guessTask(input, providerId),
  );
  const task: ReplicateTask = TASKS[taskId];
  if (reject(call, task.check(input))) return;
  const prediction: Prediction = {
    model: modelId,
    version,
    input,
    output: task.output(input),
    createdAt: new Date().toISOString(),
  };
  const job = call.startJob("replicate", prediction, 0);
  // Without Prefer: wait the prediction is only starting; with it, it is finished unless slow-polling delays it.
  if (/\bwait\b/.test(call.headers.prefer ?? "")) call.json(201, predictionBody(call, job, call.state.jobs.peek(job)));
  else call.json(201, { ...predictionBody(call, job, "pending"), status: "starting" });
}

function get(call: EmulatedRequest, match: RegExpExecArray): void {
  const job = call.state.jobs.get("replicate", match[1] ?? "");
  if (!job) {
    call.fail(404, "Prediction not found");
    return;
  }
  call.json(200, predictionBody(call, job, call.state.jobs.poll(job)));
}

/** Cancels a prediction still running; an ended one is answered as it is. */
function cancel(call: EmulatedRequest, match: RegExpExecArray): void {
  const job = call.state.jobs.get("replicate", match[1] ?? "");
  if (!job) {
    call.fail(404, "Prediction not found");
    return;
  }
  call.state.jobs.cancel(job);
  call.json(200, predictionBody(call, job, call.state.jobs.peek(job)));
}

export const replicate: EmulatedApi = {
  ...fromFacts(REPLICATE),
  errorStyle: problemError,
  errorContentType: "application/problem+json",
  routes: [
    {
      method: "POST",
      path: /^\/v1\/models\/([\w.-]+\/[\w.-]+)\/predictions$/,
      handle: (call, m) => create(call, m[1]),
    },
    { method: "POST", path: /^\/v1\/predictions$/, handle: (call) => create(call, undefined) },
    { method: "GET", path: /^\/v1\/predictions\/([\w-]+)$/, handle: get },
    { method: "POST", path: /^\/v1\/predictions\/([\w-]+)\/cancel$/, handle: cancel },
  ],
};
