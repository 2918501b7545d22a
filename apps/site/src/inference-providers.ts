// Which providers can serve a model, as far as snippets go, and the provider mapping entry the
// snippet generator expects. The example mapping uses the hub id as the provider-side id.
import { INFERENCE_PROVIDERS } from "@inferkit/inference";
import { getInferenceSnippets } from "@inferkit/inference/snippets";
import type { ModelData } from "@inferkit/tasks";

export function snippetTask(model: ModelData): string {
  return model.tags.includes("conversational") ? "conversational" : (model.pipeline_tag ?? "");
}

export function providerMapping(model: ModelData, provider: string) {
  return { provider, hfModelId: model.id, providerId: model.id, status: "live" as const, task: snippetTask(model) };
}

/** Providers with at least one snippet for the model (those that refuse the model's task are left out). */
export function providersServing(model: ModelData): string[] {
  return INFERENCE_PROVIDERS.filter((provider) => {
    try {
      return getInferenceSnippets(model, provider, providerMapping(model, provider)).length > 0;
    } catch {
      return false;
    }
  });
}
