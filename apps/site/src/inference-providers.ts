// Which providers can serve a model, as far as snippets go, and the provider mapping entry the
// snippet generator expects. A record from the Hub's model API with `expand[]=inferenceProviderMapping`
// says both (an empty mapping: no provider serves it); without one (the built-in example models), every
// provider whose snippets fit the model's task is offered, with the hub id as the provider-side id.
import { DIRECT_ONLY_PROVIDERS, INFERENCE_PROVIDERS, type InferenceProviderMappingEntry } from "@inferkit/inference";
import { getInferenceSnippets } from "@inferkit/inference/snippets";
import type { ModelData } from "@inferkit/tasks";
import { isRecord } from "./unknown-values";

/** The picker's choice that lets the router (or, outside chat, the client) pick the provider. */
export const AUTO_PROVIDER = "auto";

export function snippetTask(model: ModelData): string {
  return model.tags.includes("conversational") ? "conversational" : (model.pipeline_tag ?? "");
}

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

type ListedEntry = Record<string, unknown> & { provider: string; providerId: string };

const isListedEntry = (entry: unknown): entry is ListedEntry =>
  isRecord(entry) && isText(entry.provider) && isText(entry.providerId);

/**
 * The record's own provider mapping, live entries first (each group in the record's order): the Hub's
 * list form or its older form keyed by provider. Entries without a provider or a provider-side id are
 * left out, so the list may be empty; `undefined` when the record carries no mapping at all.
 */
export function recordMapping(model: ModelData): InferenceProviderMappingEntry[] | undefined {
  const raw = "inferenceProviderMapping" in model ? model.inferenceProviderMapping : undefined;
  if (!Array.isArray(raw) && !isRecord(raw)) return undefined;
  const listed: unknown[] = Array.isArray(raw)
    ? raw
    : Object.entries(raw).map(([provider, entry]) => isRecord(entry) && { ...entry, provider });
  const entries = listed.filter(isListedEntry).map((entry) => ({
    ...entry,
    hfModelId: model.id,
    task: isText(entry.task) ? entry.task : snippetTask(model),
    status: entry.status === "staging" ? ("staging" as const) : ("live" as const),
  }));
  return [...entries.filter((e) => e.status === "live"), ...entries.filter((e) => e.status === "staging")];
}

export function providerMapping(model: ModelData, provider: string): InferenceProviderMappingEntry {
  const entry = recordMapping(model)?.find((candidate) => candidate.provider === provider);
  return entry ?? { provider, hfModelId: model.id, providerId: model.id, status: "live", task: snippetTask(model) };
}

const hasSnippets = (model: ModelData, provider: string) => {
  try {
    const mapping = provider === AUTO_PROVIDER ? undefined : providerMapping(model, provider);
    return getInferenceSnippets(model, provider, mapping).length > 0;
  } catch {
    return false;
  }
};

/**
 * The provider picker's choices: `auto` first when it can reach a live provider, then the providers with
 * at least one snippet for the model (live before staging). Providers the router no longer serves are
 * offered only where the model's own mapping lists them. Empty when no provider serves the model.
 */
export function providerChoices(model: ModelData): string[] {
  const mapping = recordMapping(model);
  const candidates = mapping
    ? [...new Set(mapping.map((entry) => entry.provider))]
    : INFERENCE_PROVIDERS.filter((provider) => !(DIRECT_ONLY_PROVIDERS as readonly string[]).includes(provider));
  const serving = candidates.filter((provider) => hasSnippets(model, provider));
  const live = serving.some((provider) => providerMapping(model, provider).status === "live");
  return live && hasSnippets(model, AUTO_PROVIDER) ? [AUTO_PROVIDER, ...serving] : serving;
}
