// Which provider performs which task: one table per task, so a task function pulls in only the
// helpers it can use. Adding a provider: its file, then one line in each table of a task it serves. Chat's
// table lists facts, made into helpers here: a provider whose chat is plain OpenAI needs no file for it.

import type { ChatCompletionOutput, InferenceProvider } from "../types";
import { blackForestLabsTextToImage } from "./black-forest-labs";
import {
  deepinfraAutomaticSpeechRecognition,
  deepinfraFeatureExtraction,
  deepinfraTextGeneration,
  deepinfraTextToImage,
  deepinfraTextToSpeech,
} from "./deepinfra";
import {
  BASETEN,
  CEREBRAS,
  COHERE,
  DEEPINFRA,
  FEATHERLESS_AI,
  FIREWORKS_AI,
  GROQ,
  HF_INFERENCE,
  HYPERBOLIC,
  NEBIUS,
  NOVITA,
  NSCALE,
  OPENAI,
  OVHCLOUD,
  type ProviderFacts,
  PUBLICAI,
  SAMBANOVA,
  SCALEWAY,
  TOGETHER,
  ZAI_ORG,
} from "./facts";
import {
  falAudioToAudio,
  falAutomaticSpeechRecognition,
  falImageSegmentation,
  falImageTextToImage,
  falImageTextToVideo,
  falImageToImage,
  falImageToVideo,
  falTextToAudio,
  falTextToImage,
  falTextToSpeech,
  falTextToVideo,
} from "./fal-ai";
import { featherlessTextGeneration } from "./featherless-ai";
import { groqTextGeneration } from "./groq";
import type { ProviderHelper } from "./helper";
import * as hf from "./hf-inference";
import { hyperbolicTextGeneration, hyperbolicTextToImage } from "./hyperbolic";
import { nebiusChat, nebiusFeatureExtraction, nebiusTextGeneration, nebiusTextToImage } from "./nebius";
import { novitaImageTextToVideo, novitaTextGeneration, novitaTextToVideo } from "./novita";
import { nscaleTextToImage } from "./nscale";
import { type ChatAdapter, chatCompletionHelper } from "./openai-compatible";
import { ovhcloudTextGeneration } from "./ovhcloud";
import {
  replicateAutomaticSpeechRecognition,
  replicateImageToImage,
  replicateTextToImage,
  replicateTextToSpeech,
  replicateTextToVideo,
} from "./replicate";
import { sambanovaChat, sambanovaFeatureExtraction } from "./sambanova";
import { scalewayFeatureExtraction, scalewayTextGeneration } from "./scaleway";
import {
  togetherAutomaticSpeechRecognition,
  togetherChat,
  togetherFeatureExtraction,
  togetherImageToImage,
  togetherImageToVideo,
  togetherTextGeneration,
  togetherTextToImage,
  togetherTextToSpeech,
  togetherTextToVideo,
} from "./together";
import {
  wavespeedImageTextToImage,
  wavespeedImageTextToVideo,
  wavespeedImageToImage,
  wavespeedImageToVideo,
  wavespeedTextToImage,
  wavespeedTextToVideo,
} from "./wavespeed";
import { zaiChat, zaiImageToText, zaiTextToImage } from "./zai-org";

type Table<T = unknown> = Partial<Record<InferenceProvider, ProviderHelper<T>>>;

/** One task's helpers by provider, from the list of them (each names its provider). */
function byProvider(helpers: readonly ProviderHelper[]): Table {
  const table: Table = {};
  for (const helper of helpers) table[helper.provider as InferenceProvider] = helper;
  return table;
}

/** Every provider's chat helper, made from its facts, its chat route (facts.ts) and its adapter if any. */
export const CONVERSATIONAL: Table<ChatCompletionOutput> = /* @__PURE__ */ chatHelpers(
  [
    BASETEN,
    CEREBRAS,
    COHERE,
    DEEPINFRA,
    FEATHERLESS_AI,
    FIREWORKS_AI,
    GROQ,
    HF_INFERENCE,
    HYPERBOLIC,
    NEBIUS,
    NOVITA,
    NSCALE,
    OPENAI,
    OVHCLOUD,
    PUBLICAI,
    SAMBANOVA,
    SCALEWAY,
    TOGETHER,
    ZAI_ORG,
  ],
  // Where a provider's chat differs from OpenAI's: its adapter, from its own file.
  {
    "hf-inference": hf.hfInferenceChat,
    nebius: nebiusChat,
    sambanova: sambanovaChat,
    together: togetherChat,
    "zai-org": zaiChat,
  },
);

/**
 * A chat helper per provider, each made once, here: a helper made per call would cost every call, and
 * one made per provider on first use costs a bundle more code than this loop.
 */
function chatHelpers(
  providers: readonly ProviderFacts[],
  adapters: Partial<Record<InferenceProvider, ChatAdapter>>,
): Table<ChatCompletionOutput> {
  const helpers: Table<ChatCompletionOutput> = {};
  for (const facts of providers) helpers[facts.id] = chatCompletionHelper(facts, adapters[facts.id]);
  return helpers;
}

export const TEXT_GENERATION = /* @__PURE__ */ byProvider([
  deepinfraTextGeneration,
  featherlessTextGeneration,
  groqTextGeneration,
  hf.hfInferenceTextGeneration,
  hyperbolicTextGeneration,
  nebiusTextGeneration,
  novitaTextGeneration,
  ovhcloudTextGeneration,
  scalewayTextGeneration,
  togetherTextGeneration,
]);

export const TEXT_TO_IMAGE = /* @__PURE__ */ byProvider([
  blackForestLabsTextToImage,
  deepinfraTextToImage,
  falTextToImage,
  hf.hfInferenceTextToImage,
  hyperbolicTextToImage,
  nebiusTextToImage,
  nscaleTextToImage,
  replicateTextToImage,
  togetherTextToImage,
  wavespeedTextToImage,
  zaiTextToImage,
]);

export const TEXT_TO_SPEECH = /* @__PURE__ */ byProvider([
  deepinfraTextToSpeech,
  falTextToSpeech,
  hf.hfInferenceTextToSpeech,
  replicateTextToSpeech,
  togetherTextToSpeech,
]);

export const TEXT_TO_VIDEO = /* @__PURE__ */ byProvider([
  falTextToVideo,
  novitaTextToVideo,
  replicateTextToVideo,
  togetherTextToVideo,
  wavespeedTextToVideo,
]);

export const IMAGE_TO_IMAGE = /* @__PURE__ */ byProvider([
  falImageToImage,
  hf.hfInferenceImageToImage,
  replicateImageToImage,
  togetherImageToImage,
  wavespeedImageToImage,
]);

export const IMAGE_TO_VIDEO = /* @__PURE__ */ byProvider([
  falImageToVideo,
  togetherImageToVideo,
  wavespeedImageToVideo,
]);
export const IMAGE_TEXT_TO_IMAGE = /* @__PURE__ */ byProvider([falImageTextToImage, wavespeedImageTextToImage]);
export const IMAGE_TEXT_TO_VIDEO = /* @__PURE__ */ byProvider([
  falImageTextToVideo,
  novitaImageTextToVideo,
  wavespeedImageTextToVideo,
]);

export const AUTOMATIC_SPEECH_RECOGNITION = /* @__PURE__ */ byProvider([
  deepinfraAutomaticSpeechRecognition,
  falAutomaticSpeechRecognition,
  hf.hfInferenceAutomaticSpeechRecognition,
  replicateAutomaticSpeechRecognition,
  togetherAutomaticSpeechRecognition,
]);

export const IMAGE_SEGMENTATION = /* @__PURE__ */ byProvider([falImageSegmentation, hf.hfInferenceImageSegmentation]);

export const FEATURE_EXTRACTION = /* @__PURE__ */ byProvider([
  deepinfraFeatureExtraction,
  hf.hfInferenceFeatureExtraction,
  nebiusFeatureExtraction,
  sambanovaFeatureExtraction,
  scalewayFeatureExtraction,
  togetherFeatureExtraction,
]);

export const TEXT_CLASSIFICATION = /* @__PURE__ */ byProvider([hf.hfInferenceTextClassification]);
export const QUESTION_ANSWERING = /* @__PURE__ */ byProvider([hf.hfInferenceQuestionAnswering]);
export const AUDIO_CLASSIFICATION = /* @__PURE__ */ byProvider([hf.hfInferenceAudioClassification]);
export const FILL_MASK = /* @__PURE__ */ byProvider([hf.hfInferenceFillMask]);
export const IMAGE_CLASSIFICATION = /* @__PURE__ */ byProvider([hf.hfInferenceImageClassification]);
export const DOCUMENT_QUESTION_ANSWERING = /* @__PURE__ */ byProvider([hf.hfInferenceDocumentQuestionAnswering]);
export const IMAGE_TO_TEXT = /* @__PURE__ */ byProvider([hf.hfInferenceImageToText, zaiImageToText]);
export const OBJECT_DETECTION = /* @__PURE__ */ byProvider([hf.hfInferenceObjectDetection]);
export const AUDIO_TO_AUDIO = /* @__PURE__ */ byProvider([falAudioToAudio, hf.hfInferenceAudioToAudio]);
export const ZERO_SHOT_IMAGE_CLASSIFICATION = /* @__PURE__ */ byProvider([hf.hfInferenceZeroShotImageClassification]);
export const ZERO_SHOT_CLASSIFICATION = /* @__PURE__ */ byProvider([hf.hfInferenceZeroShotClassification]);
export const SENTENCE_SIMILARITY = /* @__PURE__ */ byProvider([hf.hfInferenceSentenceSimilarity]);
export const TABLE_QUESTION_ANSWERING = /* @__PURE__ */ byProvider([hf.hfInferenceTableQuestionAnswering]);
export const TABULAR_CLASSIFICATION = /* @__PURE__ */ byProvider([hf.hfInferenceTabularClassification]);
export const TABULAR_REGRESSION = /* @__PURE__ */ byProvider([hf.hfInferenceTabularRegression]);
export const TOKEN_CLASSIFICATION = /* @__PURE__ */ byProvider([hf.hfInferenceTokenClassification]);
export const TRANSLATION = /* @__PURE__ */ byProvider([hf.hfInferenceTranslation]);
export const SUMMARIZATION = /* @__PURE__ */ byProvider([hf.hfInferenceSummarization]);
export const VISUAL_QUESTION_ANSWERING = /* @__PURE__ */ byProvider([hf.hfInferenceVisualQuestionAnswering]);
export const TEXT_TO_AUDIO = /* @__PURE__ */ byProvider([falTextToAudio, hf.hfInferenceTextToAudio]);
export const TEXT_RANKING = /* @__PURE__ */ byProvider([hf.hfInferenceTextRanking]);
