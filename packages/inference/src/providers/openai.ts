// OpenAI: chat only, with the caller's own key; models are named `openai/{model}` and never looked up
// (the facts mark it client-side-routing-only).
import { OPENAI } from "./facts";
import { chatCompletionHelper } from "./openai-compatible";

export const openaiConversational = /* @__PURE__ */ chatCompletionHelper({ facts: OPENAI });
