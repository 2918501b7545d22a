// OVHcloud AI Endpoints: OpenAI-compatible chat and completions.
import { OVHCLOUD } from "./facts";
import { chatCompletionHelper, completionsHelper, completionsWithMaxTokens } from "./openai-compatible";

export const ovhcloudConversational = /* @__PURE__ */ chatCompletionHelper({ facts: OVHCLOUD });
export const ovhcloudTextGeneration = /* @__PURE__ */ completionsHelper({
  facts: OVHCLOUD,
  preparePayload: completionsWithMaxTokens,
});
