// Hyperbolic: OpenAI-compatible chat; text generation as a one-message chat; images as base64.
import { isObject } from "../lib/shape";
import { defineHelper, flatParams } from "./helper";
import { base64ImageOutput, chatCompletionHelper, chatTextGenerationHelper } from "./openai-compatible";

const BASE_URL = "https://api.hyperbolic.xyz";

export const hyperbolicConversational = /* @__PURE__ */ chatCompletionHelper("hyperbolic", BASE_URL);

export const hyperbolicTextGeneration = /* @__PURE__ */ chatTextGenerationHelper(
  "hyperbolic",
  BASE_URL,
  "v1/chat/completions",
  "Hyperbolic",
);

export const hyperbolicTextToImage = /* @__PURE__ */ defineHelper({
  provider: "hyperbolic",
  task: "text-to-image",
  baseUrl: BASE_URL,
  makeRoute: () => "v1/images/generations",
  preparePayload: (params) => ({ ...flatParams(params.args), prompt: params.args.inputs, model_name: params.model }),
  getResponse: async (response, _url, _headers, outputType) => {
    const images = isObject(response) ? response.images : undefined;
    const image = Array.isArray(images) ? (images[0] as { image?: unknown } | undefined)?.image : undefined;
    return base64ImageOutput(
      response,
      image,
      outputType,
      "Received malformed response from Hyperbolic text-to-image API",
    );
  },
});
