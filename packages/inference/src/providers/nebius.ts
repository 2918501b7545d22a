// Nebius AI Studio: OpenAI-compatible chat (JSON schema also as guided_json), completions,
// base64 image generation and embeddings.
import {
  chatCompletionHelper,
  completionsHelper,
  completionsWithPrompt,
  embeddingsHelper,
  imageGenerationsHelper,
  requestedJsonSchema,
} from "./openai-compatible";

const BASE_URL = "https://api.studio.nebius.ai";

/** Nebius reads a JSON schema from `guided_json`. */
function guidedJson(payload: Record<string, unknown>): Record<string, unknown> {
  const schema = requestedJsonSchema(payload)?.schema;
  return schema ? { ...payload, guided_json: schema } : payload;
}

export const nebiusConversational = /* @__PURE__ */ chatCompletionHelper("nebius", BASE_URL, undefined, guidedJson);
export const nebiusTextGeneration = /* @__PURE__ */ completionsHelper(
  "nebius",
  BASE_URL,
  "Nebius",
  completionsWithPrompt,
);
export const nebiusTextToImage = /* @__PURE__ */ imageGenerationsHelper("nebius", "Nebius", BASE_URL, "b64_json");
export const nebiusFeatureExtraction = /* @__PURE__ */ embeddingsHelper(
  "nebius",
  BASE_URL,
  "Nebius feature-extraction (embeddings)",
);
