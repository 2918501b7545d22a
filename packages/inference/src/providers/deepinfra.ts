// DeepInfra: its OpenAI-compatible API, for completions, embeddings, images and audio (and plain chat).
import { DEEPINFRA } from "./facts";
import { flatParams } from "./helper";
import { speechHelper, transcriptionHelper } from "./openai-audio";
import {
  completionsHelper,
  completionsWithMaxTokens,
  embeddingsHelper,
  imageGenerationsHelper,
} from "./openai-compatible";

export const deepinfraTextGeneration = /* @__PURE__ */ completionsHelper({
  facts: DEEPINFRA,
  preparePayload: completionsWithMaxTokens,
  malformed: "Received malformed response from DeepInfra text-generation API: expected OpenAI completion payload",
});
export const deepinfraFeatureExtraction = /* @__PURE__ */ embeddingsHelper({
  facts: DEEPINFRA,
  // `input` and `model` last: no parameter can replace the text or the mapped model.
  preparePayload: (params) => ({ ...flatParams(params.args), input: params.args.inputs, model: params.model }),
});
export const deepinfraTextToImage = /* @__PURE__ */ imageGenerationsHelper({
  facts: DEEPINFRA,
  responseFormat: "b64_json",
  answersUrls: true,
});
export const deepinfraTextToSpeech = /* @__PURE__ */ speechHelper({ facts: DEEPINFRA });
export const deepinfraAutomaticSpeechRecognition = /* @__PURE__ */ transcriptionHelper({ facts: DEEPINFRA });
