// Scaleway Generative APIs: OpenAI-compatible chat, completions and embeddings.
import { chatCompletionHelper, completionsHelper, completionsWithPrompt, embeddingsHelper } from "./openai-compatible";

const BASE_URL = "https://api.scaleway.ai";

export const scalewayConversational = /* @__PURE__ */ chatCompletionHelper("scaleway", BASE_URL);
export const scalewayTextGeneration = /* @__PURE__ */ completionsHelper(
  "scaleway",
  BASE_URL,
  "Scaleway",
  completionsWithPrompt,
);
export const scalewayFeatureExtraction = /* @__PURE__ */ embeddingsHelper(
  "scaleway",
  BASE_URL,
  "Scaleway feature-extraction (embeddings)",
);
