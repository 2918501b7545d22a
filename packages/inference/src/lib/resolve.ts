// Which provider and which provider-side model serve a call: explicit, `auto`, endpoints, the Hub's
// provider mapping (cached), and the helper of the provider for the task.
import { InferenceClientInputError } from "../errors";
import type { ProviderHelper } from "../providers/helper";
import type { InferenceProviderMappingEntry, InferenceProviderOrPolicy, InferenceTask, RequestArgs } from "../types";
import type { Call } from "./call";
import { getLogger } from "./logger";
import { defaultModelForTask, fetchProviderMapping, pickMapping } from "./mapping";
import { isInferenceProvider, unknownProvider } from "./route";

const isHelperKey = (provider: string): provider is InferenceProviderOrPolicy =>
  provider === "auto" || isInferenceProvider(provider);

/** The helpers able to perform one task, by provider (chat's also under `auto`); or a function finding one. */
export type HelperRegistry =
  | Partial<Record<InferenceProviderOrPolicy, ProviderHelper>>
  | ((provider: string) => ProviderHelper);

let announcedAutoDefault = false;

/**
 * A value now, or a promise of it when it needs a round trip (a provider mapping not cached yet):
 * the usual call, with everything cached, is prepared without a promise turn.
 */
export type Eventually<T> = T | Promise<T>;

/**
 * The provider that serves the call: explicit, hf-inference for endpoints, or for `auto` (given or by
 * default) the router itself for chat (`auto`) and the first of the model's mapping for other tasks.
 */
export function resolveProvider(args: RequestArgs, call: Call, task: InferenceTask | undefined): Eventually<string> {
  const provider = args.provider;
  if (provider && provider !== "auto" && !args.endpointUrl) return provider;
  return resolveOtherProvider(args, call, task);
}

/** Endpoints (served by hf-inference) and `auto`, given or by default. */
function resolveOtherProvider(args: RequestArgs, call: Call, task: InferenceTask | undefined): Eventually<string> {
  if (args.endpointUrl) {
    if (args.provider) {
      throw new InferenceClientInputError("Specifying both endpointUrl and provider is not supported.");
    }
    return "hf-inference";
  }
  if (!args.provider && !announcedAutoDefault) {
    announcedAutoDefault = true;
    getLogger().log(
      "Defaulting to 'auto' which will select the first provider available for the model, sorted by the user's order in https://hf.co/settings/inference-providers.",
    );
  }
  const model = args.model;
  if (!model) throw new InferenceClientInputError("Specifying a model is required when provider is 'auto'");
  // The router picks a chat model's provider itself: there is no mapping to fetch.
  if (task === "conversational") return "auto";
  const mappings = args.inferenceProviderMapping ?? fetchProviderMapping(model, args.accessToken, call);
  return Array.isArray(mappings) ? firstProvider(mappings, model) : mappings.then((m) => firstProvider(m, model));
}

function firstProvider(mappings: InferenceProviderMappingEntry[], model: string): string {
  const provider = mappings[0]?.provider;
  if (!provider) throw new InferenceClientInputError(`No Inference Provider available for model ${model}.`);
  getLogger().debug("Auto selected provider:", provider);
  return provider;
}

export function pickHelper(
  registry: HelperRegistry,
  provider: string,
  task: InferenceTask | undefined,
): ProviderHelper {
  if (typeof registry === "function") return registry(provider);
  // Only a known provider is looked up: a table's inherited keys ("constructor"…) are not helpers.
  const helper = isHelperKey(provider) ? registry[provider] : undefined;
  if (helper) return helper;
  throw unsupported(registry, provider, task);
}

function unsupported(
  registry: Partial<Record<InferenceProviderOrPolicy, ProviderHelper>>,
  provider: string,
  task: InferenceTask | undefined,
): InferenceClientInputError {
  if (!isInferenceProvider(provider)) return unknownProvider(provider);
  return new InferenceClientInputError(
    `Task '${task}' not supported for provider '${provider}'. Providers supporting it: ${Object.keys(registry).join(", ")}`,
  );
}

/** Checked on every call: the first character rules out nearly every model id. */
function isUrl(value: string): boolean {
  const first = value.charCodeAt(0);
  if (first === 47 /* / */) return true;
  return first === 104 /* h */ && (value.startsWith("http:") || value.startsWith("https:"));
}

/**
 * The model on the provider's side: its mapping entry (the provider's id is `providerId`), or for a
 * custom endpoint just the id to send.
 */
export type ModelTarget = InferenceProviderMappingEntry | string;

/** Reads a `ModelTarget`. */
export function providerModelOf(target: ModelTarget): string {
  return typeof target === "string" ? target : target.providerId;
}

/** The provider-side model and its mapping entry for this call. */
export function resolveModel(
  args: RequestArgs,
  helper: ProviderHelper,
  task: InferenceTask | undefined,
  call: Call,
): Eventually<ModelTarget> {
  const model = args.model;
  // The router reads the model id itself, suffix and all.
  if (helper.provider === "auto" && model) return model;
  if (model && !args.endpointUrl && !helper.clientSideRoutingOnly && !isUrl(model)) {
    const mappings = args.inferenceProviderMapping ?? fetchProviderMapping(model, args.accessToken, call);
    return Array.isArray(mappings)
      ? mappingOf(mappings, model, helper.provider, task)
      : mappings.then((m) => mappingOf(m, model, helper.provider, task));
  }
  return resolveOtherModel(args, helper, task, call);
}

/** Model URLs (refused), endpoints, providers routed by the client alone, and no model at all. */
function resolveOtherModel(
  args: RequestArgs,
  helper: ProviderHelper,
  task: InferenceTask | undefined,
  call: Call,
): Eventually<ModelTarget> {
  const { model, endpointUrl } = args;
  if (model && isUrl(model))
    throw new InferenceClientInputError("Model URLs are no longer supported. Use endpointUrl instead.");
  if (endpointUrl) return model ?? endpointUrl;
  const provider = helper.provider;
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
  if (!task) throw new InferenceClientInputError("No model provided, and no task has been specified.");
  return resolveDefaultModel(args, provider, task, call);
}

/** Without a model: the Hub's default one for the task. */
async function resolveDefaultModel(
  args: RequestArgs,
  provider: string,
  task: InferenceTask,
  call: Call,
): Promise<ModelTarget> {
  const hfModel = await defaultModelForTask(task, call);
  const mappings = args.inferenceProviderMapping ?? (await fetchProviderMapping(hfModel, args.accessToken, call));
  return mappingOf(mappings, hfModel, provider, task);
}

function mappingOf(
  mappings: InferenceProviderMappingEntry[],
  hfModel: string,
  provider: string,
  task: InferenceTask | undefined,
): InferenceProviderMappingEntry {
  const mapping = pickMapping(mappings, hfModel, provider, task);
  if (!mapping) {
    throw new InferenceClientInputError(
      `We have not been able to find inference provider information for model ${hfModel}.`,
    );
  }
  return mapping;
}
