// What the client selects itself on the tasks whose calls the router only forwards: every task but chat.
// For chat the router picks the provider (`auto`, `:fastest`, `:cheapest`) and no default model exists,
// so chat calls carry no selection, and chat bundles none of this code.
import { InferenceClientInputError } from "../errors";
import type { InferenceProviderMappingEntry, InferenceTask, RequestArgs } from "../types";
import type { Call } from "./call";
import { getLogger } from "./logger";
import { type DefaultModelLookup, defaultModelForTask, withProviderMapping } from "./mapping";

export interface ClientSelection {
  /** The model of a call that names none: the Hub's default for the task. */
  readonly defaultModel: DefaultModelLookup;
  /** The provider `auto` stands for: the first of the model's mapping, which is in the user's order. */
  readonly autoProvider: (args: RequestArgs, model: string, call: Call) => Promise<string>;
  /** The error for a router policy in the model id: only `:preferred` (the mapping order) is applied here. */
  readonly policyRefusal: (policy: string, base: string, task: InferenceTask | undefined) => InferenceClientInputError;
}

function firstProvider(mappings: InferenceProviderMappingEntry[], model: string): string {
  const provider = mappings[0]?.provider;
  if (!provider) throw new InferenceClientInputError(`No Inference Provider available for model ${model}.`);
  getLogger().debug("Auto selected provider:", provider);
  return provider;
}

const CLIENT_SELECTION: ClientSelection = {
  defaultModel: defaultModelForTask,
  autoProvider: (args, model, call) => withProviderMapping(args, model, call, firstProvider, undefined),
  policyRefusal: (policy, base, task) =>
    new InferenceClientInputError(
      `The ":${policy}" policy is applied by the router to chat completion only. For ${task ?? "this task"}, name a provider ("${base}:<provider>" or the provider option) or use "${base}:preferred".`,
    ),
};

/** The client's selection for `task`: none for chat, whose provider the router picks. */
export function selectionFor(task: InferenceTask | undefined): ClientSelection | undefined {
  return task === "conversational" ? undefined : CLIENT_SELECTION;
}
