// Hyperbolic: text generation as a one-message chat; images as base64; its chat is plain OpenAI.
import { fieldOf } from "../lib/shape";
import { HYPERBOLIC, TEXT_TO_IMAGE_ROUTES } from "./facts";
import { defineHelper, flatParams } from "./helper";
import { base64ImageOutput, chatTextGenerationHelper } from "./openai-compatible";

export const hyperbolicTextGeneration = /* @__PURE__ */ chatTextGenerationHelper({ facts: HYPERBOLIC });

export const hyperbolicTextToImage = /* @__PURE__ */ defineHelper({
  facts: HYPERBOLIC,
  task: "text-to-image",
  routes: TEXT_TO_IMAGE_ROUTES,
  preparePayload: (params) => ({ ...flatParams(params.args), prompt: params.args.inputs, model_name: params.model }),
  getResponse: async (response, _url, _headers, outputType) =>
    base64ImageOutput(
      response,
      fieldOf(fieldOf(fieldOf(response, "images"), "0"), "image"),
      outputType,
      "Received malformed response from Hyperbolic text-to-image API",
    ),
});
