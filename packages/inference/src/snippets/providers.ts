// The providers snippets can target, read from the client's provider facts (providers/facts.ts).
// "conversational" stands for chat completion; the other task ids are pipeline tags.
import { HF_ROUTER_URL, PROVIDER_FACTS, type ProviderFactsWithRoutes, routeOf, routerBaseOf } from "../providers/facts";
import type { InferenceTask } from "../types";

/** OpenAI-compatible entry of the router that picks the provider from the `model:provider` suffix. */
export const ROUTER_CHAT_BASE = `${HF_ROUTER_URL}/v1`;

/** The facts of the provider named `name`, looked up by own key only (names come from callers). */
export function snippetProvider(name: string): ProviderFactsWithRoutes | undefined {
  return Object.hasOwn(PROVIDER_FACTS, name) ? PROVIDER_FACTS[name as keyof typeof PROVIDER_FACTS] : undefined;
}

/** Whether `provider` (or the `auto` policy) can serve `task`. */
export function servesTask(provider: string, task: string): boolean {
  if (provider === "auto") return true;
  const routes = snippetProvider(provider)?.routes;
  return routes !== undefined && Object.hasOwn(routes, task);
}

/** Base URL of a provider: its own host for direct calls, its router prefix otherwise. */
export function providerBase(provider: string, routed: boolean): string {
  const facts = snippetProvider(provider);
  if (!facts) throw new RangeError(`unknown provider ${provider}`);
  return routed ? routerBaseOf(provider) : facts.baseUrl;
}

/** The URL of `task` on `provider` for `model`; a RangeError when the provider does not serve the task. */
export function taskUrl(provider: string, routed: boolean, task: string, model: string): string {
  const facts = snippetProvider(provider);
  // servesTask checked the task is an own key of the routes.
  const route = facts && servesTask(provider, task) ? routeOf(facts, task as InferenceTask, model) : undefined;
  if (!facts || route === undefined) throw new RangeError(`${provider} does not serve ${task}`);
  return joinPath(routed ? routerBaseOf(provider) : facts.baseUrl, route);
}

export const joinPath = (base: string, path: string) => `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
