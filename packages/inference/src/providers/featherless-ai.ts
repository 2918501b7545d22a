// Featherless AI: OpenAI-compatible completions; its chat is plain OpenAI.
import { FEATHERLESS_AI } from "./facts";
import { completionsHelper, completionsWithMaxTokens } from "./openai-compatible";

export const featherlessTextGeneration = /* @__PURE__ */ completionsHelper({
  facts: FEATHERLESS_AI,
  preparePayload: completionsWithMaxTokens,
});
