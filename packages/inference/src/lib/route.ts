// Model ids with a suffix, as the router reads them: `org/model:fastest` (a selection policy) or
// `org/model:groq` (a provider). Chat with a Hub credential keeps the suffix and lets the router choose;
// everything else is resolved here, into a plain model id and the provider to call.
import { isHubToken } from "../config";
import { InferenceClientInputError } from "../errors";
import { isDirectOnly } from "../providers/facts";
import { INFERENCE_PROVIDERS, type InferenceTask, type RequestArgs, ROUTER_POLICIES } from "../types";
import type { ClientSelection } from "./selection";
import { oneOf } from "./shape";

const isPolicy = /* @__PURE__ */ oneOf(ROUTER_POLICIES);
/** Whether `name` is a provider this client knows (an own entry of the list, whatever the caller passes). */
export const isInferenceProvider = /* @__PURE__ */ oneOf(INFERENCE_PROVIDERS);

/** The error for a provider name this client does not know. */
export function unknownProvider(provider: string): InferenceClientInputError {
  return new InferenceClientInputError(
    `Provider '${provider}' not supported. Available providers: ${INFERENCE_PROVIDERS.join(", ")}`,
  );
}

/** Whether a model id is a URL, which is refused. Checked on every call: the first character rules out nearly every model id. */
export function isUrl(model: string): boolean {
  const first = model.charCodeAt(0);
  if (first === 47 /* / */) return true;
  return first === 104 /* h */ && (model.startsWith("http:") || model.startsWith("https:"));
}

/**
 * The arguments to resolve: `args` itself for a model id without a suffix (nearly every call, checked with
 * one string search); otherwise the provider and model id the suffix stands for.
 */
export function routeModelSuffix(
  args: RequestArgs,
  task: InferenceTask | undefined,
  selection: ClientSelection | undefined,
): RequestArgs {
  const model = args.model;
  if (typeof model !== "string" || args.endpointUrl) return args;
  const colon = model.indexOf(":");
  if (colon < 0 || isUrl(model)) return args;
  const base = model.slice(0, colon);
  const suffix = model.slice(colon + 1);
  if (!base || !suffix || suffix.includes(":")) {
    throw new InferenceClientInputError(
      `Model id "${model}" is malformed: expected "org/model", "org/model:<provider>" or "org/model:<policy>" (policies: ${ROUTER_POLICIES.join(", ")}).`,
    );
  }
  const given = args.provider && args.provider !== "auto" ? args.provider : undefined;
  if (given && given !== suffix) {
    throw new InferenceClientInputError(
      `Model "${model}" selects "${suffix}" and the provider option selects "${given}": pass only one of them.`,
    );
  }
  // Without a selection of the client's (chat), the router picks.
  const chat = !selection;
  const policy = isPolicy(suffix);
  if (policy && selection && suffix !== "preferred") throw selection.policyRefusal(suffix, base, task);
  // The router picks the provider named in the id itself; a provider's own key can only reach that provider,
  // and a provider the router no longer serves is resolved here, to fail with a clear message.
  const hubCredential = !args.accessToken || isHubToken(args.accessToken);
  if (chat && (policy || (hubCredential && !given && !isDirectOnly(suffix)))) return { ...args, provider: "auto" };
  if (!policy && !isInferenceProvider(suffix)) throw unknownProvider(suffix);
  return { ...args, model: base, provider: policy ? "auto" : suffix };
}
