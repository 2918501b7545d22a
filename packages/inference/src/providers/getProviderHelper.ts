// Looking up a helper by provider and task name, for advanced callers (pulls in every provider).
import { InferenceClientInputError } from "../errors";
import { isInferenceProvider, unknownProvider } from "../lib/route";
import {
  INFERENCE_PROVIDERS,
  type InferenceProvider,
  type InferenceProviderOrPolicy,
  type InferenceTask,
} from "../types";
import type { ProviderHelper } from "./helper";
import { hfInferenceTextToImage } from "./hf-inference";
import * as tables from "./registry";

const BY_TASK: Record<string, Partial<Record<string, ProviderHelper>>> = {
  conversational: tables.CONVERSATIONAL,
  "text-generation": tables.TEXT_GENERATION,
  "text-to-image": tables.TEXT_TO_IMAGE,
  "text-to-speech": tables.TEXT_TO_SPEECH,
  "text-to-video": tables.TEXT_TO_VIDEO,
  "image-to-image": tables.IMAGE_TO_IMAGE,
  "image-to-video": tables.IMAGE_TO_VIDEO,
  "image-text-to-image": tables.IMAGE_TEXT_TO_IMAGE,
  "image-text-to-video": tables.IMAGE_TEXT_TO_VIDEO,
  "automatic-speech-recognition": tables.AUTOMATIC_SPEECH_RECOGNITION,
  "image-segmentation": tables.IMAGE_SEGMENTATION,
  "feature-extraction": tables.FEATURE_EXTRACTION,
  "text-classification": tables.TEXT_CLASSIFICATION,
  "question-answering": tables.QUESTION_ANSWERING,
  "audio-classification": tables.AUDIO_CLASSIFICATION,
  "fill-mask": tables.FILL_MASK,
  "image-classification": tables.IMAGE_CLASSIFICATION,
  "document-question-answering": tables.DOCUMENT_QUESTION_ANSWERING,
  "image-to-text": tables.IMAGE_TO_TEXT,
  "object-detection": tables.OBJECT_DETECTION,
  "audio-to-audio": tables.AUDIO_TO_AUDIO,
  "zero-shot-image-classification": tables.ZERO_SHOT_IMAGE_CLASSIFICATION,
  "zero-shot-classification": tables.ZERO_SHOT_CLASSIFICATION,
  "sentence-similarity": tables.SENTENCE_SIMILARITY,
  "table-question-answering": tables.TABLE_QUESTION_ANSWERING,
  "tabular-classification": tables.TABULAR_CLASSIFICATION,
  "tabular-regression": tables.TABULAR_REGRESSION,
  "token-classification": tables.TOKEN_CLASSIFICATION,
  translation: tables.TRANSLATION,
  summarization: tables.SUMMARIZATION,
  "visual-question-answering": tables.VISUAL_QUESTION_ANSWERING,
  "text-to-audio": tables.TEXT_TO_AUDIO,
  "text-ranking": tables.TEXT_RANKING,
};

/**
 * Every provider's helpers by task. The package exports it as `PROVIDERS`, the peer library's name for
 * this registry.
 */
export const HELPERS_BY_PROVIDER: Record<
  InferenceProvider,
  Partial<Record<InferenceTask, ProviderHelper>>
> = /* @__PURE__ */ (() => {
  const byProvider = {} as Record<InferenceProvider, Partial<Record<InferenceTask, ProviderHelper>>>;
  for (const provider of INFERENCE_PROVIDERS) byProvider[provider] = {};
  for (const table of Object.values(BY_TASK)) {
    // The router's own chat ("auto") is no provider: it is in no table, and would not be listed here.
    for (const helper of Object.values(table)) {
      if (helper && helper.provider !== "auto") byProvider[helper.provider][helper.task] = helper;
    }
  }
  return byProvider;
})();

/** Every task each provider serves, in table order. */
export function tasksOf(provider: string): string[] {
  return Object.keys(BY_TASK).filter((task) => BY_TASK[task]?.[provider]);
}

/**
 * The helper of `provider` for `task`. `hf-inference` without a task, or `auto`, gives hf-inference's
 * generic (text-to-image style, `models/{model}`) helper.
 */
export function getProviderHelper(
  provider: InferenceProviderOrPolicy,
  task: InferenceTask | undefined,
): ProviderHelper {
  if ((provider === "hf-inference" && !task) || provider === "auto") return hfInferenceTextToImage;
  if (!task) {
    throw new InferenceClientInputError(
      "you need to provide a task name when using an external provider, e.g. 'text-to-image'",
    );
  }
  if (!isInferenceProvider(provider)) throw unknownProvider(provider);
  const helper = BY_TASK[task]?.[provider];
  if (!helper) {
    throw new InferenceClientInputError(
      `Task '${task}' not supported for provider '${provider}'. Available tasks: ${tasksOf(provider).join(", ")}`,
    );
  }
  return helper;
}
