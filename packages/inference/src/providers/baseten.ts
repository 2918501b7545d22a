// Baseten: OpenAI-compatible chat.
import { BASETEN } from "./facts";
import { chatCompletionHelper } from "./openai-compatible";

export const basetenConversational = /* @__PURE__ */ chatCompletionHelper({ facts: BASETEN });
