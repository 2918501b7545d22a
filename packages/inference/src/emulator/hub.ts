// The Hub API slice clients and the site need: model records (stores/model-records.ts, with provider mappings
// from setProviderMapping taking precedence), and the models per task.
import type { EmulatedRequest } from "./emulated-request";
import type { MappingStore } from "./stores/mappings";
import { findModelRecord, recordAccess } from "./stores/model-records";
import type { ProviderMappingEntry } from "./types";

export const HUB_HOST = "huggingface.co";

/** The fields `expand[]` may name on /api/models/{id}, as on the Hub; any other name is a 400. */
const EXPANDABLE = new Set([
  "author",
  "cardData",
  "config",
  "createdAt",
  "disabled",
  "downloads",
  "gated",
  "gguf",
  "inferenceProviderMapping",
  "lastModified",
  "library_name",
  "likes",
  "pipeline_tag",
  "private",
  "safetensors",
  "sha",
  "siblings",
  "tags",
  "transformersInfo",
  "widgetData",
]);

/** The pipeline tag a mapping task stands for ("conversational" models are text-generation models). */
const pipelineTag = (task: string | undefined): string | undefined =>
  task === "conversational" ? "text-generation" : task;

/** The slice of GET /api/tasks clients read to pick a default model: registered models per pipeline tag. */
function tasksCatalogue(mappings: MappingStore): Record<string, { id: string; models: Array<{ id: string }> }> {
  const catalogue: Record<string, { id: string; models: Array<{ id: string }> }> = {};
  for (const [modelId, entries] of mappings.entries()) {
    for (const tag of new Set(entries.map((e) => pipelineTag(e.task)))) {
      if (tag === undefined) continue;
      catalogue[tag] ??= { id: tag, models: [] };
      catalogue[tag].models.push({ id: modelId });
    }
  }
  return catalogue;
}

const mappingField = (modelId: string, mapping: ProviderMappingEntry[]) =>
  mapping.map((entry) => ({
    provider: entry.provider,
    hfModelId: modelId,
    providerId: entry.providerId,
    status: entry.status ?? "live",
    task: entry.task,
    type: "single-model",
    ...(entry.adapter === undefined ? {} : { adapter: entry.adapter }),
    ...(entry.adapterWeightsPath === undefined ? {} : { adapterWeightsPath: entry.adapterWeightsPath }),
  }));

const bearerToken = (call: EmulatedRequest): string | undefined => call.headers.authorization?.slice("Bearer ".length);

/**
 * Answers 401 or 403 when the model's record is gated or private and the call's token has no access
 * (true when it did). Repo file routes share it, so a record's access rule holds for its files too.
 */
export function refuseRestricted(call: EmulatedRequest, modelId: string): boolean {
  const record = findModelRecord(modelId);
  const status = record ? recordAccess(record, bearerToken(call)) : 200;
  if (status === 401) call.fail(401, `Access to model ${modelId} is restricted: send a token that can read it.`);
  if (status === 403)
    call.fail(403, `Access to model ${modelId} is restricted and your token is not on its list of accepted users.`);
  return status !== 200;
}

/** GET /api/models/{id}: the record (or a registered mapping alone), with only the `expand[]` fields when given. */
function answerModel(call: EmulatedRequest, modelId: string): void {
  const record = findModelRecord(modelId);
  const mapping = call.state.mappings.get(modelId) ?? record?.mapping;
  if (!mapping) {
    call.fail(404, "Repository not found");
    return;
  }
  if (refuseRestricted(call, modelId)) return;
  const expand = new URLSearchParams(call.search).getAll("expand[]");
  const unknown = expand.find((name) => !EXPANDABLE.has(name));
  if (unknown !== undefined) {
    call.fail(400, `"expand" must be one of [${[...EXPANDABLE].join(", ")}]`);
    return;
  }
  const full: Record<string, unknown> = {
    ...(record?.fields ?? { _id: modelId, id: modelId, pipeline_tag: pipelineTag(mapping[0]?.task) }),
    inferenceProviderMapping: mappingField(modelId, mapping),
  };
  if (expand.length === 0) {
    call.json(200, full);
    return;
  }
  const answer: Record<string, unknown> = { _id: full._id, id: modelId };
  for (const name of expand) if (full[name] !== undefined) answer[name] = full[name];
  call.json(200, answer);
}

/** GET /api/models/{id}?expand[]=... and GET /api/tasks on huggingface.co. */
export function handleHub(call: EmulatedRequest): void {
  const auth = call.headers.authorization;
  if (auth !== undefined && !/^Bearer hf_\S+$/.test(auth)) {
    call.fail(401, "Invalid credentials in Authorization header");
    return;
  }
  if (call.method === "GET" && call.path === "/api/tasks") {
    call.json(200, tasksCatalogue(call.state.mappings));
    return;
  }
  const match = /^\/api\/models\/(.+)$/.exec(call.path);
  if (call.method !== "GET" || !match?.[1]) {
    call.fail(404, `The emulator does not serve ${call.method} ${HUB_HOST}${call.path}`);
    return;
  }
  answerModel(call, decodeURIComponent(match[1]));
}
