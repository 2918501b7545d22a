// Together AI: OpenAI-compatible chat, completions and base64 image generation.
import { TOGETHER } from "./facts";
import {
  chatCompletionHelper,
  completionsHelper,
  completionsWithPrompt,
  imageGenerationsHelper,
  requestedJsonSchema,
} from "./openai-compatible";

/** Together takes a JSON schema as `response_format.schema`. */
function togetherJsonSchema(payload: Record<string, unknown>): Record<string, unknown> {
  const schema = requestedJsonSchema(payload)?.schema;
  return schema ? { ...payload, response_format: { type: "json_schema", schema } } : payload;
}

export const togetherConversational = /* @__PURE__ */ chatCompletionHelper({
  facts: TOGETHER,
  adapt: togetherJsonSchema,
});
export const togetherTextGeneration = /* @__PURE__ */ completionsHelper({
  facts: TOGETHER,
  preparePayload: completionsWithPrompt,
});
export const togetherTextToImage = /* @__PURE__ */ imageGenerationsHelper({
  facts: TOGETHER,
  responseFormat: "base64",
});
