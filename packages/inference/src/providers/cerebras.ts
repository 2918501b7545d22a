// Cerebras: OpenAI-compatible chat.
import { CEREBRAS } from "./facts";
import { chatCompletionHelper } from "./openai-compatible";

export const cerebrasConversational = /* @__PURE__ */ chatCompletionHelper({ facts: CEREBRAS });
