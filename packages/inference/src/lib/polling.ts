// Shared steps of asynchronous provider jobs: the call to poll with, and reading each poll's JSON.
import { InferenceClientInputError, InferenceClientProviderOutputError } from "../errors";
import { type Call, callOrDefault } from "./call";
import { guard, readText, requestIdOf } from "./http";
import { fetchFrom } from "./media";

/** The call to poll with; polling needs the request's URL and headers. */
export function pollingCall(
  task: string,
  url: string | undefined,
  headers: Record<string, string> | undefined,
  call: Call | AbortSignal | undefined,
): { call: Call; url: string; headers: Record<string, string> } {
  if (!url || !headers) throw new InferenceClientInputError(`URL and headers are required for ${task} task`);
  return { call: callOrDefault(call), url, headers };
}

/** GET `url` and parse its JSON; `failure` for a non-OK answer, `malformed` for bad JSON. */
export async function getJson(
  call: Call,
  url: string,
  headers: Record<string, string>,
  failure: string,
  malformed: string,
): Promise<unknown> {
  const response = await fetchFrom(call, url, failure, headers);
  const text = await guard(call, url, readText(response));
  try {
    return JSON.parse(text);
  } catch {
    throw new InferenceClientProviderOutputError(malformed, requestIdOf(response));
  }
}

/** The origin of `requestUrl`, plus `/{provider}` when it went through the router. */
export function pollingBase(requestUrl: string, provider: string): string {
  const url = new URL(requestUrl);
  return url.host === "router.huggingface.co" ? `${url.origin}/${provider}` : url.origin;
}

export function pollInterval(call: Call, providerDefault: number): number {
  return call.options.pollIntervalMs ?? providerDefault;
}
