// Featherless AI: OpenAI-compatible chat and completions.
import { chatCompletionHelper, completionsHelper, completionsWithMaxTokens } from "./openai-compatible";

const BASE_URL = "https://api.featherless.ai";

export const featherlessConversational = /* @__PURE__ */ chatCompletionHelper("featherless-ai", BASE_URL);
export const featherlessTextGeneration = /* @__PURE__ */ completionsHelper(
  "featherless-ai",
  BASE_URL,
  "Featherless AI",
  completionsWithMaxTokens,
);
