// SambaNova: OpenAI-compatible chat (structured output must be non-strict) and embeddings.
import { chatCompletionHelper, embeddingsHelper, requestedJsonSchema } from "./openai-compatible";

const BASE_URL = "https://api.sambanova.ai";

/** SambaNova rejects strict JSON schemas: ask for a non-strict one instead. */
function nonStrictJsonSchema(payload: Record<string, unknown>): Record<string, unknown> {
  const jsonSchema = requestedJsonSchema(payload);
  if (!jsonSchema || jsonSchema.strict === false) return payload;
  const format = payload.response_format as Record<string, unknown>;
  return { ...payload, response_format: { ...format, json_schema: { ...jsonSchema, strict: false } } };
}

export const sambanovaConversational = /* @__PURE__ */ chatCompletionHelper(
  "sambanova",
  BASE_URL,
  undefined,
  nonStrictJsonSchema,
);
export const sambanovaFeatureExtraction = /* @__PURE__ */ embeddingsHelper(
  "sambanova",
  BASE_URL,
  "Sambanova feature-extraction (embeddings)",
  (params) => ({ model: params.model, input: params.args.inputs, ...params.args }),
);
