// Untyped calls for tasks without a dedicated function: the provider's answer as received.
import { getLogger } from "../lib/logger";
import { runStream, runTask } from "../lib/run";
import { getProviderHelper } from "../providers/getProviderHelper";
import type { BaseArgs, InferenceProviderOrPolicy, InferenceTask, Options, RequestArgs } from "../types";

export type CustomRequestOptions = Options & { task?: InferenceTask };

/**
 * Any task's arguments: a record of the provider's fields, or a value of a type without an index signature
 * (the peer's `RequestArgs`), which is not assignable to a record.
 */
type CustomRequestArgs = RequestArgs | BaseArgs;

const helperFor = (task: InferenceTask | undefined) => (provider: string) =>
  getProviderHelper(provider as InferenceProviderOrPolicy, task);

/** @deprecated Use the task functions; kept for code written against the peer library. */
export function request<T = unknown>(args: CustomRequestArgs, options?: CustomRequestOptions): Promise<T> {
  getLogger().warn(
    "The request method is deprecated and will be removed in a future version of huggingface.js. Use specific task functions instead.",
  );
  return runTask<T>(args, options, helperFor(options?.task), options?.task, { raw: true });
}

/** @deprecated Use the streaming task functions; kept for code written against the peer library. */
export function streamingRequest<T = unknown>(
  args: CustomRequestArgs,
  options?: CustomRequestOptions,
): AsyncGenerator<T> {
  getLogger().warn(
    "The streamingRequest method is deprecated and will be removed in a future version of huggingface.js. Use specific task functions instead.",
  );
  return runStream<T>(args, options, helperFor(options?.task), options?.task);
}
