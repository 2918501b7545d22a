// The router's own OpenAI-compatible API (https://router.huggingface.co/v1): chat completions with
// "model" or "model:provider", and the model list built from the registered mappings.
import type { EmulatedApi } from "./api";
import { chatCompletions } from "./chat-completions";
import type { Problem } from "./check";
import type { EmulatedRequest, JsonObject } from "./emulated-request";
import { openAiError } from "./errors";
import { nowSeconds } from "./fake";
import { EMULATED_APIS } from "./providers";

/** Selection policies the router accepts in place of a provider name. */
const POLICIES = ["fastest", "cheapest", "preferred"];

function modelProblem(call: EmulatedRequest, body: JsonObject): Problem {
  // Any JSON may arrive here: an object with its own `toString` must not crash the route.
  if (typeof body.model !== "string") return "Field 'model' must be a string";
  const [modelId = "", provider] = body.model.split(":");
  if (
    provider !== undefined &&
    !POLICIES.includes(provider) &&
    !EMULATED_APIS.some((p) => p.id === provider && p.routed)
  )
    return `Provider '${provider}' is not supported by the router`;
  const mapping = call.state.mappings.get(modelId);
  const serving = mapping?.filter((entry) => entry.task === "conversational") ?? [];
  if (mapping && serving.length === 0) return `The requested model '${modelId}' is not a chat model`;
  if (
    mapping &&
    provider !== undefined &&
    !POLICIES.includes(provider) &&
    !serving.some((e) => e.provider === provider)
  )
    return `The requested model '${modelId}' is not supported by provider '${provider}'`;
  return undefined;
}

function listModels(call: EmulatedRequest): void {
  const models = [...call.state.mappings.entries()].map(([id, mapping]) => ({
    id,
    object: "model",
    created: nowSeconds(),
    owned_by: id.split("/")[0] ?? id,
    providers: mapping.map((entry) => ({ provider: entry.provider, status: entry.status ?? "live", task: entry.task })),
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
