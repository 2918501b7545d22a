// Which providers can serve a model, as far as snippets go, and the provider mapping entry the
// snippet generator expects. A record from the Hub's model API with `expand[]=inferenceProviderMapping`
// says both; without one (the example models), every provider whose snippets fit the model's task is
// offered, with the hub id as the provider-side id.
import { DIRECT_ONLY_PROVIDERS, INFERENCE_PROVIDERS, type InferenceProviderMappingEntry } from "@inferkit/inference";
import { getInferenceSnippets } from "@inferkit/inference/snippets";
import type { ModelData } from "@inferkit/tasks";
import { isRecord } from "./unknown-values";

export function snippetTask(model: ModelData): string {
  return model.tags.includes("conversational") ? "conversational" : (model.pipeline_tag ?? "");
}

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

type ListedEntry = Record<string, unknown> & { provider: string; providerId: string };

const isListedEntry = (entry: unknown): entry is ListedEntry =>
  isRecord(entry) && isText(entry.provider) && isText(entry.providerId);

/**
 * The record's own provider mapping, in its order: the Hub's list form or its older form keyed by
 * provider. Entries without a provider or a provider-side id are left out; `undefined` without any.
 */
export function recordMapping(model: ModelData): InferenceProviderMappingEntry[] | undefined {
  const raw = "inferenceProviderMapping" in model ? model.inferenceProviderMapping : undefined;
  const listed: unknown[] = Array.isArray(raw)
    ? raw
    : isRecord(raw)
      ? Object.entries(raw).map(([provider, entry]) => isRecord(entry) && { ...entry, provider })
      : [];
  const entries = listed.filter(isListedEntry).map((entry) => ({
    ...entry,
    hfModelId: model.id,
    task: isText(entry.task) ? entry.task : snippetTask(model),
    status: entry.status === "staging" ? ("staging" as const) : ("live" as const),
  }));
  return entries.length > 0 ? entries : undefined;
}

export function providerMapping(model: ModelData, provider: string): InferenceProviderMappingEntry {
  const entry = recordMapping(model)?.find((candidate) => candidate.provider === provider);
  return entry ?? { provider, hfModelId: model.id, providerId: model.id, status: "live", task: snippetTask(model) };
}

/**
 * Providers with at least one snippet for the model (those that refuse the model's task are left out).
 * Providers the router no longer serves are offered only where the model's own mapping lists them.
 */
export function providersServing(model: ModelData): string[] {
  const mapped = recordMapping(model)?.map((entry) => entry.provider);
  const candidates = mapped
    ? [...new Set(mapped)]
    : INFERENCE_PROVIDERS.filter((provider) => !(DIRECT_ONLY_PROVIDERS as readonly string[]).includes(provider));
  return candidates.filter((provider) => {
    try {
      return getInferenceSnippets(model, provider, providerMapping(model, provider)).length > 0;
    } catch {
      return false;
    }
  });
}
