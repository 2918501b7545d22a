// The router's own OpenAI-compatible API (https://router.huggingface.co/v1): chat completions with
// "model", "model:provider" or "model:policy" (router-policy.ts picks the provider), and the model list
// built from the registered mappings.
import { ROUTER_POLICIES } from "../types";
import type { EmulatedApi } from "./api";
import { chatCompletions } from "./chat-completions";
import type { Problem } from "./check";
import type { EmulatedRequest, JsonObject } from "./emulated-request";
import { openAiError } from "./errors";
import { nowSeconds } from "./fake";
import { EMULATED_APIS } from "./providers";
import { pickChatProvider } from "./router-policy";

const isPolicy = (choice: string) => (ROUTER_POLICIES as readonly string[]).includes(choice);

/**
 * What is wrong with the request's model, if anything; otherwise the provider serving it is named in the
 * answer's `x-inference-provider` header (models without a registered mapping are served by no one in particular).
 */
function modelProblem(call: EmulatedRequest, body: JsonObject): Problem {
  // Any JSON may arrive here: an object with its own `toString` must not crash the route.
  if (typeof body.model !== "string") return "Field 'model' must be a string";
  const [modelId = "", choice, ...extra] = body.model.split(":");
  if (extra.length > 0) return `Model '${body.model}' is malformed`;
  if (choice !== undefined && !isPolicy(choice) && !EMULATED_APIS.some((p) => p.id === choice && p.routed))
    return `Provider '${choice}' is not supported by the router`;
  const mapping = call.state.mappings.get(modelId);
  if (!mapping) return undefined;
  if (!mapping.some((entry) => entry.task === "conversational"))
    return `The requested model '${modelId}' is not a chat model`;
  const chosen = pickChatProvider(mapping, choice);
  if (!chosen) {
    return choice === undefined || isPolicy(choice)
      ? `No live provider serves the requested model '${modelId}'`
      : `The requested model '${modelId}' is not supported by provider '${choice}'`;
  }
  call.res.setHeader("x-inference-provider", chosen.provider);
  return undefined;
}

function listModels(call: EmulatedRequest): void {
  const models = [...call.state.mappings.entries()].map(([id, mapping]) => ({
    id,
    object: "model",
    created: nowSeconds(),
    owned_by: id.split("/")[0] ?? id,
    providers: mapping.map((entry) => ({
      provider: entry.provider,
      status: entry.status ?? "live",
      task: entry.task,
      ...(entry.pricing === undefined ? {} : { pricing: entry.pricing }),
      ...(entry.throughput === undefined ? {} : { throughput: entry.throughput }),
    })),
  }));
  call.json(200, { object: "list", data: models });
}

/** Mounted at router.huggingface.co/v1 (its id is the path segment). */
export const routerApi: EmulatedApi = {
  id: "v1",
  directHosts: [],
  directAuth: "Bearer",
  routed: true,
  errorStyle: openAiError,
  routes: [
    {
      method: "POST",
      path: /^\/chat\/completions$/,
      handle: (call) => chatCompletions(call, { check: (b) => modelProblem(call, b) }),
    },
    { method: "GET", path: /^\/models$/, handle: listModels },
  ],
};
