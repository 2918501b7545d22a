// Fireworks AI: OpenAI-compatible chat under /inference.
import { chatCompletionHelper } from "./openai-compatible";

export const fireworksConversational = /* @__PURE__ */ chatCompletionHelper(
  "fireworks-ai",
  "https://api.fireworks.ai",
  "inference/v1/chat/completions",
);
