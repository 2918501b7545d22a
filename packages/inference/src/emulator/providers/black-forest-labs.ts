// Black Forest Labs: POST /v1/{model} answers { id, polling_url }; GET polling_url answers Pending until the
// job is Ready with result.sample (an image URL), or Error.

import { BLACK_FOREST_LABS } from "../../providers/facts";
import { type EmulatedApi, fromFacts } from "../api";
import { needString, type Problem, readJson, reject } from "../check";
import type { EmulatedRequest, JsonObject } from "../emulated-request";
import { detailError } from "../errors";
import { mediaUrl } from "../media";

const MEDIA_HOST = "delivery-us1.bfl.ai";

/** BFL sizes are multiples of 32 between 256 and 1440 pixels. */
function sizeProblem(body: JsonObject, field: string): Problem {
  const value = body[field];
  if (value === undefined) return undefined;
  const ok = typeof value === "number" && Number.isInteger(value) && value % 32 === 0 && value >= 256 && value <= 1440;
  return ok ? undefined : `${field} must be a multiple of 32 between 256 and 1440`;
}

function submit(call: EmulatedRequest, match: RegExpExecArray): void {
  const body = readJson(call);
  if (!body || reject(call, needString(body, "prompt"), sizeProblem(body, "width"), sizeProblem(body, "height")))
    return;
  const job = call.startJob("black-forest-labs", {
    model: match[1],
    prompt: body.prompt,
    seed: body.seed ?? 42,
  });
  call.json(200, { id: job.id, polling_url: `${call.base}/v1/get_result?id=${job.id}` });
}

function getResult(call: EmulatedRequest): void {
  const job = call.state.jobs.get("black-forest-labs", call.query.id ?? "");
  if (!job) {
    call.json(404, { id: call.query.id ?? null, status: "Task not found" });
    return;
  }
  const state = call.state.jobs.poll(job);
  if (state === "pending") call.json(200, { id: job.id, status: "Pending", result: null, progress: 0.5 });
  else if (state === "failed")
    call.json(200, { id: job.id, status: "Error", result: null, details: { reason: "Emulated task failure" } });
  else {
    const now = Date.now() / 1000;
    const result = {
      sample: mediaUrl(MEDIA_HOST, "image"),
      ...(job.result as object),
      start_time: now - 1,
      end_time: now,
      duration: 1,
    };
    call.json(200, { id: job.id, status: "Ready", result, progress: 1 });
  }
}

export const blackForestLabs: EmulatedApi = {
  ...fromFacts(BLACK_FOREST_LABS, ["api.eu1.bfl.ai", "api.bfl.ai"]),
  errorStyle: detailError,
  validationStatus: 422,
  routes: [
    // The reference client polls without credentials.
    { method: "GET", path: /^\/v1\/get_result$/, public: true, handle: getResult },
    { method: "POST", path: /^\/v1\/([\w.-]+)$/, handle: submit },
  ],
};
