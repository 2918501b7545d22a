// Nscale: OpenAI-compatible image generation (base64 answers); its chat is plain OpenAI.
import { NSCALE } from "./facts";
import { imageGenerationsHelper } from "./openai-compatible";

export const nscaleTextToImage = /* @__PURE__ */ imageGenerationsHelper({ facts: NSCALE, responseFormat: "b64_json" });
