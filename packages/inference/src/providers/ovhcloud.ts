// OVHcloud AI Endpoints: OpenAI-compatible completions; its chat is plain OpenAI.
import { OVHCLOUD } from "./facts";
import { completionsHelper, completionsWithMaxTokens } from "./openai-compatible";

export const ovhcloudTextGeneration = /* @__PURE__ */ completionsHelper({
  facts: OVHCLOUD,
  preparePayload: completionsWithMaxTokens,
});
