// Nscale: OpenAI-compatible chat and image generation (base64 answers).
import { NSCALE } from "./facts";
import { chatCompletionHelper, imageGenerationsHelper } from "./openai-compatible";

export const nscaleConversational = /* @__PURE__ */ chatCompletionHelper({ facts: NSCALE });
export const nscaleTextToImage = /* @__PURE__ */ imageGenerationsHelper({ facts: NSCALE, responseFormat: "b64_json" });
