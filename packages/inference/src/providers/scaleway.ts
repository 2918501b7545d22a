// Scaleway Generative APIs: OpenAI-compatible completions and embeddings; its chat is plain OpenAI.
import { SCALEWAY } from "./facts";
import { completionsHelper, completionsWithPrompt, embeddingsHelper } from "./openai-compatible";

export const scalewayTextGeneration = /* @__PURE__ */ completionsHelper({
  facts: SCALEWAY,
  preparePayload: completionsWithPrompt,
});
export const scalewayFeatureExtraction = /* @__PURE__ */ embeddingsHelper({ facts: SCALEWAY });
