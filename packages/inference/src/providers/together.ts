// Together AI: OpenAI-compatible chat, completions and base64 image generation.
import {
  chatCompletionHelper,
  completionsHelper,
  completionsWithPrompt,
  imageGenerationsHelper,
  requestedJsonSchema,
} from "./openai-compatible";

const BASE_URL = "https://api.together.xyz";

/** Together takes a JSON schema as `response_format.schema`. */
function togetherJsonSchema(payload: Record<string, unknown>): Record<string, unknown> {
  const schema = requestedJsonSchema(payload)?.schema;
  return schema ? { ...payload, response_format: { type: "json_schema", schema } } : payload;
}

export const togetherConversational = /* @__PURE__ */ chatCompletionHelper(
  "together",
  BASE_URL,
  undefined,
  togetherJsonSchema,
);
export const togetherTextGeneration = /* @__PURE__ */ completionsHelper(
  "together",
  BASE_URL,
  "Together",
  completionsWithPrompt,
);
export const togetherTextToImage = /* @__PURE__ */ imageGenerationsHelper("together", "Together", BASE_URL, "base64");
