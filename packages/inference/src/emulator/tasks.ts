// Which task a request is for, when the route alone does not say (hf-inference, fal, Replicate share routes).
import type { EmulatedRequest } from "./emulated-request";

/** The task of the provider mapping that names this model, when it is one of `candidates`; else `guess()`. */
export function resolveTask<T extends string>(
  call: EmulatedRequest,
  provider: string,
  providerId: string,
  candidates: readonly T[],
  guess: () => T,
): T {
  const mapped = call.state.mappings.taskOf(provider, providerId);
  return candidates.find((task) => task === mapped) ?? guess();
}

/** Model names that usually denote video generators. */
export function looksLikeVideoModel(modelId: string): boolean {
  return /video|t2v|i2v|wan|ltx|hunyuan|mochi|kling|veo|minimax|luma|pika|cogvideo|seedance/i.test(modelId);
}
