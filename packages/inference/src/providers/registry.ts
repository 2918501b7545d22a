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

export const TEXT_GENERATION = {
  deepinfra: deepinfraTextGeneration,
  "featherless-ai": featherlessTextGeneration,
  groq: groqTextGeneration,
  "hf-inference": hf.hfInferenceTextGeneration,
  hyperbolic: hyperbolicTextGeneration,
  nebius: nebiusTextGeneration,
  novita: novitaTextGeneration,
  ovhcloud: ovhcloudTextGeneration,
  scaleway: scalewayTextGeneration,
  together: togetherTextGeneration,
} satisfies Table;

export const TEXT_TO_IMAGE = {
  "black-forest-labs": blackForestLabsTextToImage,
  deepinfra: deepinfraTextToImage,
  "fal-ai": falTextToImage,
  "hf-inference": hf.hfInferenceTextToImage,
  hyperbolic: hyperbolicTextToImage,
  nebius: nebiusTextToImage,
  nscale: nscaleTextToImage,
  replicate: replicateTextToImage,
  together: togetherTextToImage,
  wavespeed: wavespeedTextToImage,
  "zai-org": zaiTextToImage,
} satisfies Table;

export const TEXT_TO_SPEECH = {
  deepinfra: deepinfraTextToSpeech,
  "fal-ai": falTextToSpeech,
  "hf-inference": hf.hfInferenceTextToSpeech,
  replicate: replicateTextToSpeech,
  together: togetherTextToSpeech,
} satisfies Table;

export const TEXT_TO_VIDEO = {
  "fal-ai": falTextToVideo,
  novita: novitaTextToVideo,
  replicate: replicateTextToVideo,
  together: togetherTextToVideo,
  wavespeed: wavespeedTextToVideo,
} satisfies Table;

export const IMAGE_TO_IMAGE = {
  "fal-ai": falImageToImage,
  "hf-inference": hf.hfInferenceImageToImage,
  replicate: replicateImageToImage,
  together: togetherImageToImage,
  wavespeed: wavespeedImageToImage,
} satisfies Table;

export const IMAGE_TO_VIDEO = {
  "fal-ai": falImageToVideo,
  together: togetherImageToVideo,
  wavespeed: wavespeedImageToVideo,
} satisfies Table;
export const IMAGE_TEXT_TO_IMAGE = {
  "fal-ai": falImageTextToImage,
  wavespeed: wavespeedImageTextToImage,
} satisfies Table;
export const IMAGE_TEXT_TO_VIDEO = {
  "fal-ai": falImageTextToVideo,
  novita: novitaImageTextToVideo,
  wavespeed: wavespeedImageTextToVideo,
} satisfies Table;

export const AUTOMATIC_SPEECH_RECOGNITION = {
  deepinfra: deepinfraAutomaticSpeechRecognition,
  "fal-ai": falAutomaticSpeechRecognition,
  "hf-inference": hf.hfInferenceAutomaticSpeechRecognition,
  replicate: replicateAutomaticSpeechRecognition,
  together: togetherAutomaticSpeechRecognition,
} satisfies Table;

export const IMAGE_SEGMENTATION = {
  "fal-ai": falImageSegmentation,
  "hf-inference": hf.hfInferenceImageSegmentation,
} satisfies Table;

export const FEATURE_EXTRACTION = {
  deepinfra: deepinfraFeatureExtraction,
  "hf-inference": hf.hfInferenceFeatureExtraction,
  nebius: nebiusFeatureExtraction,
  sambanova: sambanovaFeatureExtraction,
  scaleway: scalewayFeatureExtraction,
  together: togetherFeatureExtraction,
} satisfies Table;

export const TEXT_CLASSIFICATION = { "hf-inference": hf.hfInferenceTextClassification } satisfies Table;
export const QUESTION_ANSWERING = { "hf-inference": hf.hfInferenceQuestionAnswering } satisfies Table;
export const AUDIO_CLASSIFICATION = { "hf-inference": hf.hfInferenceAudioClassification } satisfies Table;
export const FILL_MASK = { "hf-inference": hf.hfInferenceFillMask } satisfies Table;
export const IMAGE_CLASSIFICATION = { "hf-inference": hf.hfInferenceImageClassification } satisfies Table;
export const DOCUMENT_QUESTION_ANSWERING = {
  "hf-inference": hf.hfInferenceDocumentQuestionAnswering,
} satisfies Table;
export const IMAGE_TO_TEXT = { "hf-inference": hf.hfInferenceImageToText, "zai-org": zaiImageToText } satisfies Table;
export const OBJECT_DETECTION = { "hf-inference": hf.hfInferenceObjectDetection } satisfies Table;
export const AUDIO_TO_AUDIO = { "fal-ai": falAudioToAudio, "hf-inference": hf.hfInferenceAudioToAudio } satisfies Table;
export const ZERO_SHOT_IMAGE_CLASSIFICATION = {
  "hf-inference": hf.hfInferenceZeroShotImageClassification,
} satisfies Table;
export const ZERO_SHOT_CLASSIFICATION = { "hf-inference": hf.hfInferenceZeroShotClassification } satisfies Table;
export const SENTENCE_SIMILARITY = { "hf-inference": hf.hfInferenceSentenceSimilarity } satisfies Table;
export const TABLE_QUESTION_ANSWERING = { "hf-inference": hf.hfInferenceTableQuestionAnswering } satisfies Table;
export const TABULAR_CLASSIFICATION = { "hf-inference": hf.hfInferenceTabularClassification } satisfies Table;
export const TABULAR_REGRESSION = { "hf-inference": hf.hfInferenceTabularRegression } satisfies Table;
export const TOKEN_CLASSIFICATION = { "hf-inference": hf.hfInferenceTokenClassification } satisfies Table;
export const TRANSLATION = { "hf-inference": hf.hfInferenceTranslation } satisfies Table;
export const SUMMARIZATION = { "hf-inference": hf.hfInferenceSummarization } satisfies Table;
export const VISUAL_QUESTION_ANSWERING = { "hf-inference": hf.hfInferenceVisualQuestionAnswering } satisfies Table;
export const TEXT_TO_AUDIO = { "fal-ai": falTextToAudio, "hf-inference": hf.hfInferenceTextToAudio } satisfies Table;
export const TEXT_RANKING = { "hf-inference": hf.hfInferenceTextRanking } satisfies Table;
