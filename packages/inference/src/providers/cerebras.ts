// Cerebras: OpenAI-compatible chat.
import { chatCompletionHelper } from "./openai-compatible";

export const cerebrasConversational = /* @__PURE__ */ chatCompletionHelper("cerebras", "https://api.cerebras.ai");
