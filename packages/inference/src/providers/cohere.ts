// Cohere: chat through its OpenAI compatibility API.
import { COHERE } from "./facts";
import { chatCompletionHelper } from "./openai-compatible";

export const cohereConversational = /* @__PURE__ */ chatCompletionHelper({ facts: COHERE });
