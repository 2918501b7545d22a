// Provider failover (opt-in, `providerFailover: true`): a call left to `auto` on a task other than chat
// goes to the model's providers in mapping order, moving to the next while a provider refuses the
// request as unavailable. The router does this itself for chat, so chat is never failed over here.
import { InferenceClientProviderApiError } from "../errors";
import type { BaseArgs, InferenceProviderMappingEntry, InferenceTask, Options, RequestArgs } from "../types";
import { openCall } from "./call";
import { getLogger } from "./logger";
import { fetchProviderMapping } from "./mapping";
import type { HelperRegistry } from "./resolve";
import { routeModelSuffix } from "./route";
import { selectionFor } from "./selection";

type Run<T, E> = (
  args: BaseArgs,
  options: Options,
  registry: HelperRegistry,
  task: InferenceTask | undefined,
  extra: E,
) => Promise<T>;

/**
 * Whether the next provider may be tried: the provider refused the submission itself (429 or 5xx), so no
 * job started there. A failure later on (polling, a media download) is not retried elsewhere: the job ran.
 */
export function isUnavailable(error: unknown): boolean {
  return (
    error instanceof InferenceClientProviderApiError &&
    error.request.method === "POST" &&
    (error.status === 429 || error.status >= 500)
  );
}

/** The model's providers able to run the task, in mapping order (the order `auto` picks from). */
function candidatesOf(mappings: InferenceProviderMappingEntry[], registry: HelperRegistry): string[] {
  const providers = mappings.map((entry) => entry.provider);
  if (typeof registry === "function") return providers;
  return providers.filter((provider, i) => providers.indexOf(provider) === i && Object.hasOwn(registry, provider));
}

/** Runs the call with `run`, through the model's providers in turn while they are unavailable. */
export async function runWithFailover<T, E>(
  run: Run<T, E>,
  taskArgs: BaseArgs,
  options: Options,
  registry: HelperRegistry,
  task: InferenceTask | undefined,
  extra: E,
): Promise<T> {
  const once: Options = { ...options, providerFailover: false };
  const args = routeModelSuffix(taskArgs as RequestArgs, task, selectionFor(task));
  const model = args.model;
  const auto = args.provider === undefined || args.provider === "auto";
  if (!auto || !model || args.endpointUrl || task === "conversational") return run(args, once, registry, task, extra);
  const call = openCall(once, args.accessToken);
  let mappings: InferenceProviderMappingEntry[];
  try {
    mappings = await (args.inferenceProviderMapping ?? fetchProviderMapping(model, args.accessToken, call));
  } finally {
    call.close();
  }
  const candidates = candidatesOf(mappings, registry);
  if (candidates.length === 0) return run(args, once, registry, task, extra);
  for (let i = 0; ; i++) {
    const provider = candidates[i] as string;
    try {
      return await run({ ...args, provider } as BaseArgs, once, registry, task, extra);
    } catch (error) {
      const next = candidates[i + 1];
      if (next === undefined || !isUnavailable(error)) throw error;
      const status = (error as InferenceClientProviderApiError).status;
      getLogger().warn(`Provider ${provider} is unavailable (HTTP ${status}) for ${model}: trying ${next}.`);
    }
  }
}
