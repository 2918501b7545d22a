// WaveSpeed AI: POST /api/v3/{model} creates a prediction and answers its `data.urls.get`; GET
// /api/v3/predictions/{id}/result answers created, then processing, until completed (media at `data.outputs`)
// or failed (`data.error`). Image tasks carry the image as base64 in `image` (and `images`).

import { WAVESPEED } from "../../providers/facts";
import { type EmulatedApi, fromFacts } from "../api";
import { needString, optional, type Problem, readJson, reject } from "../check";
import type { EmulatedRequest, JsonObject } from "../emulated-request";
import { messageError } from "../errors";
import { mediaUrl, sniffMedia } from "../media";
import { looksLikeVideoModel, resolveTask } from "../tasks";

const MEDIA_HOST = "d1q70pf5vjeyhc.cloudfront.net";
const TASKS = [
  "text-to-image",
  "text-to-video",
  "image-to-image",
  "image-to-video",
  "image-text-to-image",
  "image-text-to-video",
] as const;
type WavespeedTask = (typeof TASKS)[number];

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** `image` must be base64 of an image file (not a data URL: the client sends the bare encoding). */
function imageProblem(body: JsonObject): Problem {
  const image = body.image;
  if (typeof image !== "string" || !BASE64.test(image) || sniffMedia(Buffer.from(image, "base64")) !== "image")
    return "image is required and must be a base64-encoded image";
  const images = body.images;
  if (images !== undefined && !(Array.isArray(images) && images.every((item) => typeof item === "string")))
    return "images must be an array of strings";
  return undefined;
}

/** The task of the model: its mapping's, else guessed from the body (an image) and the model's name. */
function taskOf(call: EmulatedRequest, model: string, body: JsonObject): WavespeedTask {
  return resolveTask(call, WAVESPEED.id, model, TASKS, () => {
    const video = looksLikeVideoModel(model);
    if (body.image === undefined) return video ? "text-to-video" : "text-to-image";
    return video ? "image-to-video" : "image-to-image";
  });
}

/** A prediction as the service shows it, in the `data` of every answer; its URL is on the service's own host. */
function prediction(id: string, model: string, status: string, outputs: string[] = []) {
  return {
    id,
    model,
    outputs,
    urls: { get: `${WAVESPEED.baseUrl}/api/v3/predictions/${id}/result` },
    has_nsfw_contents: outputs.map(() => false),
    status,
    created_at: new Date().toISOString(),
    error: status === "failed" ? "Emulated task failure" : "",
    timings: { inference: status === "completed" ? 1000 : 0 },
  };
}

function submit(call: EmulatedRequest, match: RegExpExecArray): void {
  const body = readJson(call);
  if (!body) return;
  const model = match[1] ?? "";
  const task = taskOf(call, model, body);
  const fromText = task.startsWith("text-to-");
  const prompt = fromText ? needString(body, "prompt") : optional(body, "prompt", "string");
  if (reject(call, prompt, fromText ? undefined : imageProblem(body), optional(body, "loras", "array"))) return;
  const job = call.startJob(WAVESPEED.id, { model, kind: task.endsWith("video") ? "video" : "image" });
  call.json(200, { code: 200, message: "success", data: prediction(job.id, model, "created") });
}

function result(call: EmulatedRequest, match: RegExpExecArray): void {
  const job = call.state.jobs.get(WAVESPEED.id, match[1] ?? "");
  if (!job) {
    call.fail(404, "prediction not found");
    return;
  }
  const { model, kind } = job.result as { model: string; kind: "image" | "video" };
  const state = call.state.jobs.poll(job);
  const data =
    state === "done"
      ? prediction(job.id, model, "completed", [mediaUrl(MEDIA_HOST, kind)])
      : prediction(job.id, model, state === "pending" ? "processing" : "failed");
  call.json(200, { code: 200, message: "success", data });
}

export const wavespeed: EmulatedApi = {
  ...fromFacts(WAVESPEED),
  errorStyle: messageError,
  routes: [
    { method: "GET", path: /^\/api\/v3\/predictions\/([\w-]+)\/result$/, handle: result },
    { method: "POST", path: /^\/api\/v3\/(.+)$/, handle: submit },
  ],
};
