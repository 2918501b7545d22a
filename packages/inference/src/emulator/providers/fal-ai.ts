// fal: synchronous calls on fal.run, and the queue on queue.fal.run (routed: "?_subdomain=queue"):
// submit -> { request_id, status_url, response_url }; GET .../status answers IN_PROGRESS until COMPLETED;
// GET response_url answers the result; PUT .../cancel cancels a request still in progress.

import { FAL_AI } from "../../providers/facts";
import { type EmulatedApi, fromFacts } from "../api";
import { needMediaUrl, needString, type Problem, readJson, reject, textOf } from "../check";
import { type EmulatedRequest, isJsonObject, type JsonObject } from "../emulated-request";
import { detailError } from "../errors";
import { echo } from "../fake";
import { MEDIA, type MediaKind, mediaUrl } from "../media";
import { looksLikeVideoModel, resolveTask } from "../tasks";

const MEDIA_HOST = "v3.fal.media";
const QUEUE_HOST = new URL(FAL_AI.queueUrl).host;

const media = (kind: MediaKind) => ({
  url: mediaUrl(MEDIA_HOST, kind),
  content_type: MEDIA[kind].contentType,
  file_size: MEDIA[kind].bytes.byteLength,
});

function lorasProblem(body: JsonObject): Problem {
  if (body.loras === undefined) return undefined;
  const ok =
    Array.isArray(body.loras) &&
    body.loras.every(
      (lora) =>
        isJsonObject(lora) &&
        typeof lora.path === "string" &&
        /^https:\/\/huggingface\.co\/.+\/resolve\/main\/.+/.test(lora.path) &&
        typeof lora.scale === "number",
    );
  return ok
    ? undefined
    : "loras must be an array of { path: https://huggingface.co/{model}/resolve/main/{file}, scale }";
}

/** Audio labels fal's data-URL decoder is known to refuse, whatever the bytes (it reads the file type from the label). */
const REFUSED_AUDIO_LABELS = ["audio/wav", "audio/webm", "audio/mp4", "audio/x-m4a", "audio/ogg"];

function audioUrlProblem(body: JsonObject): Problem {
  const problem = needMediaUrl(body, "audio_url");
  if (problem !== undefined) return problem;
  const label = /^data:([^;]+);/.exec(String(body.audio_url))?.[1] ?? "";
  return REFUSED_AUDIO_LABELS.includes(label) ? "Unsupported data URL" : undefined;
}

interface FalTask {
  check(body: JsonObject): Problem;
  output(body: JsonObject): JsonObject;
}

const images = (body: JsonObject) => ({
  images: [{ ...media("image"), width: 8, height: 8 }],
  seed: 42,
  has_nsfw_concepts: [false],
  prompt: body.prompt,
  timings: { inference: 0.01 },
});
const video = () => ({ video: media("video"), seed: 42 });

const TASKS = {
  "text-to-image": { check: (b) => needString(b, "prompt") ?? lorasProblem(b), output: images },
  "text-to-speech": { check: (b) => needString(b, "text"), output: () => ({ audio: media("audio") }) },
  "automatic-speech-recognition": {
    check: audioUrlProblem,
    output: (b) => {
      const text = echo("transcription", textOf(b.audio_url).slice(0, 24));
      return { text, chunks: [{ timestamp: [0, 0.1], text }] };
    },
  },
  "text-to-video": { check: (b) => needString(b, "prompt"), output: video },
  "image-to-video": { check: (b) => needMediaUrl(b, "image_url"), output: video },
  "image-to-image": { check: (b) => needMediaUrl(b, "image_url") ?? lorasProblem(b), output: images },
  "image-segmentation": {
    check: (b) => needMediaUrl(b, "image_url"),
    output: () => ({ image: { ...media("image"), width: 8, height: 8 } }),
  },
  // Music apps answer `audio_file`; the client also reads sound-effect apps' `audio`.
  "text-to-audio": { check: (b) => needString(b, "prompt"), output: () => ({ audio_file: media("audio") }) },
  "audio-to-audio": {
    check: audioUrlProblem,
    output: () => ({ audio: media("audio") }),
  },
} satisfies Record<string, FalTask>;

type FalTaskId = keyof typeof TASKS;

/** Model names that usually denote audio generators (music, sound effects) and audio transformers. */
const looksLikeAudioModel = (model: string) => /audio|music|sound|song|stable-audio|lyria/i.test(model);
const looksLikeAudioToAudioModel = (model: string) => /enhanc|separat|denois|isolat|voice-chang|demucs/i.test(model);

function guessTask(body: JsonObject, model: string): FalTaskId {
  if (body.audio_url !== undefined)
    return looksLikeAudioToAudioModel(model) ? "audio-to-audio" : "automatic-speech-recognition";
  if (body.text !== undefined && body.prompt === undefined) return "text-to-speech";
  if (body.image_url !== undefined) {
    if (looksLikeVideoModel(model)) return "image-to-video";
    return body.prompt === undefined ? "image-segmentation" : "image-to-image";
  }
  if (looksLikeVideoModel(model)) return "text-to-video";
  return looksLikeAudioModel(model) ? "text-to-audio" : "text-to-image";
}

const isQueue = (call: EmulatedRequest) => call.host === QUEUE_HOST || call.query._subdomain === "queue";

/** fal answers queue URLs under the app id: the first two segments of the model path. */
const appOf = (model: string) => model.split("/").slice(0, 2).join("/");

function submit(call: EmulatedRequest, match: RegExpExecArray): void {
  const model = match[1] ?? "";
  const body = readJson(call);
  if (!body) return;
  const taskId = resolveTask(call, "fal-ai", model, Object.keys(TASKS) as FalTaskId[], () => guessTask(body, model));
  const task: FalTask = TASKS[taskId];
  // The generic LoRA app needs to know which base model the adapter applies to.
  if (reject(call, task.check(body), model === "fal-ai/lora" ? needString(body, "model_name") : undefined)) return;
  if (!isQueue(call)) {
    call.json(200, task.output(body));
    return;
  }
  const job = call.startJob("fal-ai", task.output(body));
  const responseUrl = `https://${QUEUE_HOST}/${appOf(model)}/requests/${job.id}`;
  call.json(200, {
    request_id: job.id,
    status: "IN_QUEUE",
    queue_position: 0,
    response_url: responseUrl,
    status_url: `${responseUrl}/status`,
    cancel_url: `${responseUrl}/cancel`,
  });
}

function queuedJob(call: EmulatedRequest, id: string | undefined) {
  const job = isQueue(call) ? call.state.jobs.get("fal-ai", id ?? "") : undefined;
  if (!job) call.fail(404, "Request not found");
  return job;
}

function status(call: EmulatedRequest, match: RegExpExecArray): void {
  const job = queuedJob(call, match[2]);
  if (!job) return;
  const state = call.state.jobs.poll(job);
  const common = { request_id: job.id, response_url: `https://${QUEUE_HOST}/${match[1]}/requests/${job.id}`, logs: [] };
  if (state === "pending") call.json(202, { ...common, status: "IN_PROGRESS" });
  else if (state === "canceled")
    call.json(200, { ...common, status: "COMPLETED", error: "Request was cancelled", error_type: "request_cancelled" });
  else if (state === "failed")
    call.json(200, { ...common, status: "COMPLETED", error: "Emulated task failure", error_type: "request_error" });
  else call.json(200, { ...common, status: "COMPLETED", metrics: { inference_time: 0.01 } });
}

function result(call: EmulatedRequest, match: RegExpExecArray): void {
  const job = queuedJob(call, match[2]);
  if (!job) return;
  const state = call.state.jobs.peek(job);
  if (state === "pending") call.fail(400, "Request is still in progress");
  else if (state === "canceled") call.fail(400, "Request was cancelled");
  else if (state === "failed") call.fail(500, "Emulated task failure");
  else call.json(200, job.result);
}

function cancel(call: EmulatedRequest, match: RegExpExecArray): void {
  const job = queuedJob(call, match[2]);
  if (!job) return;
  if (call.state.jobs.cancel(job)) call.json(202, { status: "CANCELLATION_REQUESTED" });
  else call.json(400, { status: "ALREADY_COMPLETED" });
}

export const falAi: EmulatedApi = {
  ...fromFacts(FAL_AI),
  errorStyle: detailError,
  validationStatus: 422,
  routes: [
    { method: "GET", path: /^\/(.+)\/requests\/([\w-]+)\/status$/, handle: status },
    { method: "PUT", path: /^\/(.+)\/requests\/([\w-]+)\/cancel$/, handle: cancel },
    { method: "GET", path: /^\/(.+)\/requests\/([\w-]+)$/, handle: result },
    { method: "POST", path: /^\/(.+)$/, handle: submit },
  ],
};
