// SambaNova: OpenAI-compatible chat (structured output must be non-strict) and embeddings.
import { isObject } from "../lib/shape";
import { SAMBANOVA } from "./facts";
import { type ChatAdapter, embeddingsHelper, requestedJsonSchema } from "./openai-compatible";

/** SambaNova rejects strict JSON schemas: ask for a non-strict one instead. */
function nonStrictJsonSchema(payload: Record<string, unknown>): Record<string, unknown> {
  const jsonSchema = requestedJsonSchema(payload);
  const format = payload.response_format;
  if (!jsonSchema || jsonSchema.strict === false || !isObject(format)) return payload;
  return { ...payload, response_format: { ...format, json_schema: { ...jsonSchema, strict: false } } };
}

export const sambanovaChat: ChatAdapter = { adapt: nonStrictJsonSchema };
export const sambanovaFeatureExtraction = /* @__PURE__ */ embeddingsHelper({
  facts: SAMBANOVA,
  preparePayload: (params) => ({ model: params.model, input: params.args.inputs, ...params.args }),
});
