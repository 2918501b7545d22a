// Nscale: OpenAI-compatible chat and image generation (base64 answers).
import { chatCompletionHelper, imageGenerationsHelper } from "./openai-compatible";

const BASE_URL = "https://inference.api.nscale.com";

export const nscaleConversational = /* @__PURE__ */ chatCompletionHelper("nscale", BASE_URL);
export const nscaleTextToImage = /* @__PURE__ */ imageGenerationsHelper("nscale", "Nscale", BASE_URL, "b64_json");
