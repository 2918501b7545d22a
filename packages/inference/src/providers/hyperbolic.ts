// Hyperbolic: OpenAI-compatible chat; text generation as a one-message chat; images as base64.
import { InferenceClientProviderOutputError } from "../errors";
import { isObject } from "../lib/shape";
import type { TextGenerationOutput } from "../types";
import { defineHelper, flatParams } from "./helper";
import { base64ImageOutput, chatCompletionHelper } from "./openai-compatible";

const BASE_URL = "https://api.hyperbolic.xyz";

export const hyperbolicConversational = /* @__PURE__ */ chatCompletionHelper("hyperbolic", BASE_URL);

export const hyperbolicTextGeneration = /* @__PURE__ */ defineHelper<TextGenerationOutput>({
  provider: "hyperbolic",
  task: "text-generation",
  baseUrl: BASE_URL,
  makeRoute: () => "v1/chat/completions",
  preparePayload: (params) => {
    const { inputs, parameters, ...rest } = params.args;
    const { max_new_tokens, ...others } = (parameters ?? {}) as Record<string, unknown>;
    return {
      messages: [{ content: inputs, role: "user" }],
      ...(parameters ? { max_tokens: max_new_tokens, ...others } : undefined),
      ...rest,
      model: params.model,
    };
  },
  getResponse: async (response) => {
    const choices = isObject(response) ? response.choices : undefined;
    const content = Array.isArray(choices)
      ? (choices[0] as { message?: { content?: unknown } })?.message?.content
      : undefined;
    if (typeof content === "string" && typeof (response as { model?: unknown }).model === "string") {
      return { generated_text: content };
    }
    throw new InferenceClientProviderOutputError("Received malformed response from Hyperbolic text generation API");
  },
});

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
