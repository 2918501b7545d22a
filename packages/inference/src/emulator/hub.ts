// The Hub API slice clients need: provider mappings (and the pipeline tag) per model.
import type { EmulatedRequest } from "./emulated-request";
import type { MappingStore } from "./stores/mappings";

export const HUB_HOST = "huggingface.co";

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
  const modelId = decodeURIComponent(match[1]);
  const mapping = call.state.mappings.get(modelId);
  if (!mapping) {
    call.fail(404, "Repository not found");
    return;
  }
  const expand = call.query["expand[]"];
  const info: Record<string, unknown> = { _id: modelId, id: modelId };
  if (expand === undefined || expand === "inferenceProviderMapping") {
    info.inferenceProviderMapping = mapping.map((entry) => ({
      provider: entry.provider,
      hfModelId: modelId,
      providerId: entry.providerId,
      status: entry.status ?? "live",
      task: entry.task,
      type: "single-model",
      ...(entry.adapter === undefined ? {} : { adapter: entry.adapter }),
      ...(entry.adapterWeightsPath === undefined ? {} : { adapterWeightsPath: entry.adapterWeightsPath }),
    }));
  }
  if (expand === undefined || expand === "pipeline_tag") info.pipeline_tag = pipelineTag(mapping[0]?.task);
  call.json(200, info);
}
