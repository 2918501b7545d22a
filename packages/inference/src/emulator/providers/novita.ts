// Novita: OpenAI-compatible chat under /v3/openai, and asynchronous video tasks:
// POST /v3/async/{model} -> { task_id }, then GET /v3/async/task-result?task_id=... until SUCCEED or FAILED.

import { NOVITA } from "../../providers/facts";
import { needString, optional, readJson, reject } from "../check";
import type { EmulatedRequest } from "../emulated-request";
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

export const novita = openAiApi({
  facts: NOVITA,
  endpoints: ["chat", "completions"],
  errorStyle: novitaError,
  extraRoutes: [
    { method: "GET", path: /^\/v3\/async\/task-result$/, handle: taskResult },
    { method: "POST", path: /^\/v3\/async\/(.+)$/, handle: submit },
  ],
});
