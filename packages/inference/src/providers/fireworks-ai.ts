// Fireworks AI: OpenAI-compatible chat under /inference.
import { FIREWORKS_AI } from "./facts";
import { chatCompletionHelper } from "./openai-compatible";

export const fireworksConversational = /* @__PURE__ */ chatCompletionHelper({ facts: FIREWORKS_AI });
