// PublicAI: OpenAI-compatible chat.
import { PUBLICAI } from "./facts";
import { chatCompletionHelper } from "./openai-compatible";

export const publicaiConversational = /* @__PURE__ */ chatCompletionHelper({ facts: PUBLICAI });
