// Novita: OpenAI-compatible chat under /v3/openai, and asynchronous video tasks:
// POST /v3/async/{model} -> { task_id }, then GET /v3/async/task-result?task_id=... until SUCCEED or FAILED;
// MiniMax H3: POST /v3/minimax/v2/video_generation -> { task_id }, then
// GET /v3/minimax/v2/query/video_generation/{task_id} until succeeded or failed.

import { NOVITA } from "../../providers/facts";
import { needMediaUrl, needString, optional, type Problem, readJson, reject } from "../check";
import { type EmulatedRequest, isJsonObject, type JsonObject } from "../emulated-request";
import { novitaError } from "../errors";
import { mediaUrl } from "../media";
import { openAiApi } from "../openai-api";

const MEDIA_HOST = "faas-output-video.s3.ap-southeast-1.amazonaws.com";

function submit(call: EmulatedRequest, match: RegExpExecArray): void {
  const body = readJson(call);
  if (!body || reject(call, needString(body, "prompt"), optional(body, "steps", "number"))) return;
  const job = call.startJob("novita", { model: match[1] });
  call.json(200, { task_id: job.id });
}

function taskResult(call: EmulatedRequest): void {
  const job = call.state.jobs.get("novita", call.query.task_id ?? "");
  if (!job) {
    call.fail(404, "task not found");
    return;
  }
  const state = call.state.jobs.poll(job);
  const status =
    state === "pending" ? "TASK_STATUS_PROCESSING" : state === "done" ? "TASK_STATUS_SUCCEED" : "TASK_STATUS_FAILED";
  call.json(200, {
    task: {
      task_id: job.id,
      task_type: "TXT_TO_VIDEO",
      status,
      reason: state === "failed" ? "Emulated task failure" : "",
      eta: state === "pending" ? 1 : 0,
      progress_percent: state === "pending" ? 50 : 100,
    },
    images: [],
    videos:
      state === "done" ? [{ video_url: mediaUrl(MEDIA_HOST, "video"), video_url_ttl: "3600", video_type: "mp4" }] : [],
    audios: [],
  });
}

/** MiniMax's `content`: one text part with the prompt, and at most one first frame as an image URL or data URL. */
function contentProblem(body: JsonObject): Problem {
  const content = body.content;
  if (!Array.isArray(content)) return "content is required and must be a list";
  const texts = content.filter((part) => isJsonObject(part) && part.type === "text");
  const images = content.filter((part) => isJsonObject(part) && part.type === "image_url");
  if (texts.length !== 1 || !isJsonObject(texts[0]) || needString(texts[0], "text") !== undefined)
    return 'content must hold one { type: "text", text } part with the prompt';
  const frameOk = (part: unknown) =>
    isJsonObject(part) &&
    isJsonObject(part.image_url) &&
    needMediaUrl(part.image_url, "url") === undefined &&
    part.role === "first_frame";
  if (images.length > 1 || !images.every(frameOk))
    return 'an image part must be { type: "image_url", image_url: { url }, role: "first_frame" }';
  return texts.length + images.length === content.length ? undefined : "content holds a part of unknown type";
}

function submitMinimax(call: EmulatedRequest): void {
  const body = readJson(call);
  if (!body) return;
  const model = body.model === "MiniMax-H3" ? undefined : `model ${JSON.stringify(body.model)} is not served here`;
  if (
    reject(
      call,
      model,
      contentProblem(body),
      needString(body, "resolution"),
      needString(body, "ratio"),
      optional(body, "duration", "number"),
    )
  )
    return;
  const job = call.startJob("novita", { model: body.model });
  call.json(200, { task_id: job.id });
}

function minimaxResult(call: EmulatedRequest, match: RegExpExecArray): void {
  const job = call.state.jobs.get("novita", match[1] ?? "");
  if (!job) {
    call.fail(404, "task not found");
    return;
  }
  const state = call.state.jobs.poll(job);
  const task = { task_id: job.id, model: "MiniMax-H3" };
  if (state === "pending") call.json(200, { task: { ...task, status: "running" } });
  else if (state === "done")
    call.json(200, { task: { ...task, status: "succeeded", content: { url: mediaUrl(MEDIA_HOST, "video") } } });
  else call.json(200, { task: { ...task, status: "failed", error: { message: "Emulated task failure" } } });
}

export const novita = openAiApi({
  facts: NOVITA,
  endpoints: ["chat", "completions"],
  errorStyle: novitaError,
  extraRoutes: [
    { method: "GET", path: /^\/v3\/async\/task-result$/, handle: taskResult },
    { method: "POST", path: /^\/v3\/minimax\/v2\/video_generation$/, handle: submitMinimax },
    { method: "GET", path: /^\/v3\/minimax\/v2\/query\/video_generation\/([\w-]+)$/, handle: minimaxResult },
    { method: "POST", path: /^\/v3\/async\/(.+)$/, handle: submit },
  ],
});
