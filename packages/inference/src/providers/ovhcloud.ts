// OVHcloud AI Endpoints: OpenAI-compatible chat and completions.
import { chatCompletionHelper, completionsHelper, completionsWithMaxTokens } from "./openai-compatible";

const BASE_URL = "https://oai.endpoints.kepler.ai.cloud.ovh.net";

export const ovhcloudConversational = /* @__PURE__ */ chatCompletionHelper("ovhcloud", BASE_URL);
export const ovhcloudTextGeneration = /* @__PURE__ */ completionsHelper(
  "ovhcloud",
  BASE_URL,
  "OVHcloud",
  completionsWithMaxTokens,
);
