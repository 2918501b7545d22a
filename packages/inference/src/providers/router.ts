// The router's own chat completions (`{router}/v1/chat/completions`), where the router picks the provider:
// for `provider: "auto"` (given or by default) and for model ids with a `:policy` or `:provider` suffix.
// Only Hub credentials reach it: a provider's key cannot pay for another provider.
import { InferenceClientRoutingError } from "../errors";
import type { ChatCompletionOutput } from "../types";
import { HF_ROUTER_URL } from "./facts";
import { bearerHeaders, joinUrl, type ProviderHelper, payloadWithModel, type UrlParams } from "./helper";
import { chatCompletionOutput } from "./openai-compatible";

const ROUTE = "v1/chat/completions";

function routerBase(params: UrlParams): string {
  if (params.authMethod === "provider-key") {
    throw new InferenceClientRoutingError("Cannot select auto-router when using non-Hugging Face API key.");
  }
  return HF_ROUTER_URL;
}

export const routerConversational: ProviderHelper<ChatCompletionOutput> = {
  provider: "auto",
  task: "conversational",
  baseUrl: HF_ROUTER_URL,
  makeBaseUrl: routerBase,
  makeRoute: () => ROUTE,
  makeUrl: (params) => joinUrl(routerBase(params), ROUTE),
  prepareHeaders: bearerHeaders,
  preparePayload: payloadWithModel,
  getResponse: async (response) => chatCompletionOutput(response),
  readOutput: chatCompletionOutput,
};
