// SambaNova: OpenAI-compatible chat (structured output must be non-strict) and embeddings.
import { chatCompletionHelper, embeddingsHelper } from "./openai-compatible";

const BASE_URL = "https://api.sambanova.ai";

/** SambaNova rejects strict JSON schemas: ask for a non-strict one instead. */
function nonStrictJsonSchema(payload: Record<string, unknown>): Record<string, unknown> {
  const format = payload.response_format as { type?: string; json_schema?: { strict?: boolean } } | undefined;
  if (format?.type !== "json_schema" || !format.json_schema || format.json_schema.strict === false) return payload;
  return { ...payload, response_format: { ...format, json_schema: { ...format.json_schema, strict: false } } };
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
