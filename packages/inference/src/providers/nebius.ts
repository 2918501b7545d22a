// Nebius AI Studio: OpenAI-compatible chat (JSON schema also as guided_json), completions,
// base64 image generation and embeddings.
import { NEBIUS } from "./facts";
import {
  type ChatAdapter,
  completionsHelper,
  completionsWithPrompt,
  embeddingsHelper,
  imageGenerationsHelper,
  requestedJsonSchema,
} from "./openai-compatible";

/** Nebius reads a JSON schema from `guided_json`. */
function guidedJson(payload: Record<string, unknown>): Record<string, unknown> {
  const schema = requestedJsonSchema(payload)?.schema;
  return schema ? { ...payload, guided_json: schema } : payload;
}

export const nebiusChat: ChatAdapter = { adapt: guidedJson };
export const nebiusTextGeneration = /* @__PURE__ */ completionsHelper({
  facts: NEBIUS,
  preparePayload: completionsWithPrompt,
});
export const nebiusTextToImage = /* @__PURE__ */ imageGenerationsHelper({ facts: NEBIUS, responseFormat: "b64_json" });
export const nebiusFeatureExtraction = /* @__PURE__ */ embeddingsHelper({ facts: NEBIUS });
