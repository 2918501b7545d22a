// The Hub API slice clients need: provider mappings (and the pipeline tag) per model.
import type { EmulatedRequest } from "./emulated-request";
import type { ProviderMappingEntry } from "./types";

export const HUB_HOST = "huggingface.co";

/** Mapping entries registered at once (all models together): some requests scan them all. */
export const MAX_MAPPING_ENTRIES = 10_000;

export class MappingStore {
  private byModel = new Map<string, ProviderMappingEntry[]>();
  private entryCount = 0;

  /** Registers (or replaces) a model's mapping; throws past MAX_MAPPING_ENTRIES entries in all. */
  set(modelId: string, mapping: ProviderMappingEntry[]): void {
    const count = this.entryCount - (this.byModel.get(modelId)?.length ?? 0) + mapping.length;
    if (count > MAX_MAPPING_ENTRIES)
      throw new RangeError(`Too many provider mappings: at most ${MAX_MAPPING_ENTRIES} entries in all (use reset())`);
    this.entryCount = count;
    this.byModel.set(
      modelId,
      mapping.map((entry) => ({ ...entry })),
    );
  }

  get(modelId: string): ProviderMappingEntry[] | undefined {
    return this.byModel.get(modelId);
  }

  entries(): IterableIterator<[string, ProviderMappingEntry[]]> {
    return this.byModel.entries();
  }

  /** Provider-side ids registered for a provider. */
  providerIds(provider: string): string[] {
    return [...this.byModel.values()]
      .flat()
      .filter((e) => e.provider === provider)
      .map((e) => e.providerId);
  }

  /** The task registered for a provider-side model id, if any mapping names it. */
  taskOf(provider: string, providerId: string): string | undefined {
    for (const entries of this.byModel.values()) {
      const found = entries.find((e) => e.provider === provider && e.providerId === providerId);
      if (found) return found.task;
    }
    return undefined;
  }

  clear(): void {
    this.byModel.clear();
    this.entryCount = 0;
  }
}

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
