// Which provider and which provider-side model serve a call: explicit, `auto`, endpoints, the Hub's
// provider mapping (cached), and the helper of the provider for the task.
import { InferenceClientInputError } from "../errors";
import type { ProviderHelper } from "../providers/helper";
import type { InferenceProviderMappingEntry, InferenceProviderOrPolicy, InferenceTask, RequestArgs } from "../types";
import type { Call } from "./call";
import { getLogger } from "./logger";
import { noDefaultModel, pickMapping, withProviderMapping } from "./mapping";
import { isInferenceProvider, isUrl, unknownProvider } from "./route";
import type { ClientSelection } from "./selection";

/** The helpers able to perform one task, by provider (chat's also under `auto`); or a function finding one. */
export type HelperRegistry =
  | Partial<Record<InferenceProviderOrPolicy, ProviderHelper>>
  | ((provider: string) => ProviderHelper);

let announcedAutoDefault = false;

/**
 * The provider that serves the call: explicit, hf-inference for endpoints, or for `auto` (given or by
 * default) the one `selection` picks, or without a selection (chat) the router itself (`auto`).
 */
export async function resolveProvider(
  args: RequestArgs,
  call: Call,
  selection: ClientSelection | undefined,
): Promise<string> {
  const { provider, model } = args;
  if (args.endpointUrl) {
    if (provider) throw new InferenceClientInputError("Specifying both endpointUrl and provider is not supported.");
    return "hf-inference";
  }
  if (provider && provider !== "auto") return provider;
  if (!provider && !announcedAutoDefault) {
    announcedAutoDefault = true;
    getLogger().log(
      "Defaulting to 'auto' which will select the first provider available for the model, sorted by the user's order in https://hf.co/settings/inference-providers.",
    );
  }
  if (!model) throw new InferenceClientInputError("Specifying a model is required when provider is 'auto'");
  // The router picks a chat model's provider itself: there is no mapping to fetch.
  return selection ? selection.autoProvider(args, model, call) : "auto";
}

/** The helper of `provider` for the task, or the error naming the providers that serve it. */
export function pickHelper(
  registry: HelperRegistry,
  provider: string,
  task: InferenceTask | undefined,
): ProviderHelper {
  if (typeof registry === "function") return registry(provider);
  // Own keys only: a table's inherited keys ("constructor"…) are not helpers.
  const helper = Object.hasOwn(registry, provider) ? registry[provider as InferenceProviderOrPolicy] : undefined;
  if (helper) return helper;
  if (!isInferenceProvider(provider)) throw unknownProvider(provider);
  throw new InferenceClientInputError(
    `Task '${task}' not supported for provider '${provider}'. Providers supporting it: ${Object.keys(registry).join(", ")}`,
  );
}

/**
 * The model on the provider's side: its mapping entry (the provider's id is `providerId`), or for a
 * custom endpoint or the router just the id to send.
 */
export type ModelTarget = InferenceProviderMappingEntry | string;

/**
 * The provider-side model and its mapping entry for this call. A call naming no model runs on the
 * selection's default model for the task; without a selection (chat, which has no default), it is refused.
 */
export async function resolveModel(
  args: RequestArgs,
  helper: ProviderHelper,
  task: InferenceTask | undefined,
  call: Call,
  selection: ClientSelection | undefined,
): Promise<ModelTarget> {
  const { model, endpointUrl } = args;
  const provider = helper.provider;
  if (model) {
    if (isUrl(model))
      throw new InferenceClientInputError("Model URLs are no longer supported. Use endpointUrl instead.");
    // The router reads the model id itself, suffix and all.
    if (provider === "auto") return model;
  }
  if (endpointUrl) return model ?? endpointUrl;
  if (helper.clientSideRoutingOnly) {
    if (!model) throw new InferenceClientInputError(`Provider ${provider} requires a model ID to be passed directly.`);
    if (!model.startsWith(`${provider}/`)) {
      throw new InferenceClientInputError(
        `Models from ${provider} must be prefixed by "${provider}/". Got "${model}".`,
      );
    }
    const providerId = model.slice(provider.length + 1);
    return { provider, providerId, hfModelId: model, task: task ?? "", status: "live" };
  }
  if (model) return withProviderMapping(args, model, call, pickMapping, helper, task);
  if (!task) throw new InferenceClientInputError("No model provided, and no task has been specified.");
  if (!selection) throw noDefaultModel(task);
  return withProviderMapping(args, await selection.defaultModel(task, call), call, pickMapping, helper, task);
}
