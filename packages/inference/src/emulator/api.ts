// What an emulated API (a provider, or the router's own endpoints) declares.

import { HF_ROUTER_URL, isDirectOnly, type KeyScheme, type ProviderFacts } from "../providers/facts";
import type { EmulatedRequest } from "./emulated-request";
import type { ErrorStyle } from "./errors";

export interface Route {
  method: "GET" | "POST" | "PUT";
  /** Matched against the path relative to the API base (e.g. "/v1/chat/completions"). */
  path: RegExp;
  /** Poll endpoints the reference client calls without credentials. */
  public?: boolean;
  handle(call: EmulatedRequest, match: RegExpExecArray): Promise<void> | void;
}

/** How a provider key is presented when calling the provider's own host. */
export type DirectAuth = KeyScheme;

export interface EmulatedApi {
  /** Provider id; also the path segment under router.huggingface.co. */
  id: string;
  /** The provider's own hosts (direct calls with a provider key). */
  directHosts: readonly string[];
  directAuth: DirectAuth;
  /** False for providers the router does not serve (openai). */
  routed: boolean;
  errorStyle: ErrorStyle;
  /** Content type of error bodies, when not application/json. */
  errorContentType?: string;
  /** Status of payload validation errors: 400, or 422 for FastAPI-based hosts. */
  validationStatus?: number;
  routes: readonly Route[];
}

/**
 * The part of an emulated API the client's provider facts already say: id, own hosts (the base URL's,
 * the queue's, and `otherHosts` the provider also answers on), key scheme, and whether the router serves it.
 */
export function fromFacts(
  facts: ProviderFacts,
  otherHosts: readonly string[] = [],
): Pick<EmulatedApi, "id" | "directHosts" | "directAuth" | "routed"> {
  // hf-inference's own base is the router's: it has no host of its own.
  const own = facts.baseUrl.startsWith(HF_ROUTER_URL) ? [] : [new URL(facts.baseUrl).host];
  const queue = facts.queueUrl ? [new URL(facts.queueUrl).host] : [];
  return {
    id: facts.id,
    directHosts: [...own, ...queue, ...otherHosts],
    directAuth: facts.keyScheme ?? "Bearer",
    routed: !facts.clientSideRoutingOnly && !isDirectOnly(facts.id),
  };
}
