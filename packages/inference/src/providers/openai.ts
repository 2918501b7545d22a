// OpenAI: chat only, with the caller's own key; models are named `openai/{model}` and never looked up.
import { defineHelper } from "./helper";
import { chatCompletionHelper } from "./openai-compatible";

const chat = /* @__PURE__ */ chatCompletionHelper("openai", "https://api.openai.com");

export const openaiConversational = /* @__PURE__ */ defineHelper({
  ...chat,
  clientSideRoutingOnly: true,
  // Never routed: the router does not serve OpenAI with Hub tokens.
  makeBaseUrl: () => chat.baseUrl,
});
