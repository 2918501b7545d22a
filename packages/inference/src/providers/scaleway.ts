// Scaleway Generative APIs: OpenAI-compatible chat, completions and embeddings.
import { SCALEWAY } from "./facts";
import { chatCompletionHelper, completionsHelper, completionsWithPrompt, embeddingsHelper } from "./openai-compatible";

export const scalewayConversational = /* @__PURE__ */ chatCompletionHelper({ facts: SCALEWAY });
export const scalewayTextGeneration = /* @__PURE__ */ completionsHelper({
  facts: SCALEWAY,
  preparePayload: completionsWithPrompt,
});
export const scalewayFeatureExtraction = /* @__PURE__ */ embeddingsHelper({ facts: SCALEWAY });
