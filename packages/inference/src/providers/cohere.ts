// Cohere: chat through its OpenAI compatibility API.
import { chatCompletionHelper } from "./openai-compatible";

export const cohereConversational = /* @__PURE__ */ chatCompletionHelper(
  "cohere",
  "https://api.cohere.com",
  "compatibility/v1/chat/completions",
);
