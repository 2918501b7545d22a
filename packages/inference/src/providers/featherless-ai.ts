// Featherless AI: OpenAI-compatible chat and completions.
import { FEATHERLESS_AI } from "./facts";
import { chatCompletionHelper, completionsHelper, completionsWithMaxTokens } from "./openai-compatible";

export const featherlessConversational = /* @__PURE__ */ chatCompletionHelper({ facts: FEATHERLESS_AI });
export const featherlessTextGeneration = /* @__PURE__ */ completionsHelper({
  facts: FEATHERLESS_AI,
  preparePayload: completionsWithMaxTokens,
});
