// Together: OpenAI-compatible chat, completions, embeddings, images, speech and transcriptions; structured output
// takes the schema at the top of response_format ({ type: "json_schema", schema }). Videos are jobs:
// POST /v2/videos -> { id, status: "queued" }, then GET /v2/videos/{id} answers in_progress until completed.

import { TOGETHER } from "../../providers/facts";
import { needMediaUrl, needString, optional, type Problem, readJson, reject } from "../check";
import { type EmulatedRequest, isJsonObject, type JsonObject } from "../emulated-request";
import { nowSeconds } from "../fake";
import { mediaUrl } from "../media";
import { openAiApi } from "../openai-api";

/** Finished videos are served from a bucket, not from the API's host. */
const MEDIA_HOST = "together-video-outputs.s3.amazonaws.com";

/** Keyframes, when given: a list of `{ input_image, frame: "first" | "last" }` with an image URL or data URL. */
function frameImagesProblem(body: JsonObject): Problem {
  const frames = body.frame_images;
  if (frames === undefined) return undefined;
  const ok =
    Array.isArray(frames) &&
    frames.length > 0 &&
    frames.every(
      (frame) =>
        isJsonObject(frame) &&
        needMediaUrl(frame, "input_image") === undefined &&
        (frame.frame === "first" || frame.frame === "last"),
    );
  return ok ? undefined : 'frame_images must be a list of { input_image: URL or data URL, frame: "first" | "last" }';
}

function submitVideo(call: EmulatedRequest): void {
  const body = readJson(call);
  if (!body) return;
  const needsPrompt = body.frame_images === undefined ? needString(body, "prompt") : optional(body, "prompt", "string");
  if (reject(call, needString(body, "model"), needsPrompt, frameImagesProblem(body), optional(body, "steps", "number")))
    return;
  const job = call.startJob("together", { model: body.model });
  call.json(200, { id: job.id, object: "video", model: body.model, status: "queued", created_at: nowSeconds() });
}

function videoStatus(call: EmulatedRequest, match: RegExpExecArray): void {
  const job = call.state.jobs.get("together", match[1] ?? "");
  if (!job) {
    call.fail(404, "Video job not found");
    return;
  }
  const state = call.state.jobs.poll(job);
  const model = isJsonObject(job.result) ? job.result.model : undefined;
  const common = { id: job.id, object: "video", model };
  if (state === "pending") call.json(200, { ...common, status: "in_progress" });
  else if (state === "done")
    call.json(200, { ...common, status: "completed", outputs: { video_url: mediaUrl(MEDIA_HOST, "video"), cost: 0 } });
  else call.json(200, { ...common, status: "failed", error: { message: "Emulated task failure" } });
}

export const together = openAiApi({
  facts: TOGETHER,
  otherHosts: ["api.together.ai"],
  endpoints: ["chat", "completions", "embeddings", "images", "speech", "transcriptions"],
  check: (body) => {
    const format = isJsonObject(body.response_format) ? body.response_format : undefined;
    return format?.type === "json_schema" && !isJsonObject(format.schema)
      ? 'response_format of type "json_schema" needs its JSON schema in response_format.schema'
      : undefined;
  },
  extraRoutes: [
    { method: "POST", path: /^\/v2\/videos$/, handle: submitVideo },
    { method: "GET", path: /^\/v2\/videos\/([\w-]+)$/, handle: videoStatus },
  ],
});
