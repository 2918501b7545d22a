// Z.ai: OpenAI-compatible chat under /api/paas/v4; image generation as a job (POST async/images/generations
// answers { id, task_status: PROCESSING }, GET async-result/{id} answers PROCESSING until SUCCESS with
// image_result, or FAIL); layout parsing of an image (a data or http URL in `file`) into markdown.

import { ZAI_ORG } from "../../providers/facts";
import { needMediaUrl, needString, readJson, reject } from "../check";
import type { EmulatedRequest } from "../emulated-request";
import { newId, nowSeconds } from "../fake";
import { mediaUrl } from "../media";
import { openAiApi } from "../openai-api";

const MEDIA_HOST = "aigc-files.bigmodel.cn";

function submitImage(call: EmulatedRequest): void {
  const body = readJson(call);
  if (!body || reject(call, needString(body, "model"), needString(body, "prompt"))) return;
  const job = call.startJob(ZAI_ORG.id, { model: body.model });
  call.json(200, { model: body.model, id: job.id, request_id: newId("req-"), task_status: "PROCESSING" });
}

function asyncResult(call: EmulatedRequest, match: RegExpExecArray): void {
  const job = call.state.jobs.get(ZAI_ORG.id, match[1] ?? "");
  if (!job) {
    call.fail(404, "task not found");
    return;
  }
  const state = call.state.jobs.poll(job);
  const { model } = job.result as { model: string };
  const status = state === "pending" ? "PROCESSING" : state === "done" ? "SUCCESS" : "FAIL";
  call.json(200, {
    model,
    request_id: newId("req-"),
    task_status: status,
    ...(state === "done" ? { image_result: [{ url: mediaUrl(MEDIA_HOST, "image") }] } : undefined),
  });
}

function layoutParsing(call: EmulatedRequest): void {
  const body = readJson(call);
  if (!body || reject(call, needString(body, "model"), needMediaUrl(body, "file"))) return;
  const file = String(body.file);
  const source = file.startsWith("data:") ? `an image of ${file.length} data URL characters` : "an image by URL";
  call.json(200, {
    id: newId("task_"),
    created: nowSeconds(),
    model: body.model,
    md_results: `# Emulated layout\n\nText parsed from ${source}.`,
    layout_details: [[{ index: 0, label: "text", content: `Text parsed from ${source}.` }]],
    usage: { prompt_tokens: 1, completion_tokens: 8, total_tokens: 9 },
  });
}

export const zaiOrg = openAiApi({
  facts: ZAI_ORG,
  endpoints: ["chat"],
  extraRoutes: [
    { method: "POST", path: /^\/api\/paas\/v4\/async\/images\/generations$/, handle: submitImage },
    { method: "GET", path: /^\/api\/paas\/v4\/async-result\/([\w.-]+)$/, handle: asyncResult },
    { method: "POST", path: /^\/api\/paas\/v4\/layout_parsing$/, handle: layoutParsing },
  ],
});
