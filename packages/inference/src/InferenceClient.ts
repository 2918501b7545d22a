// The client class: every task function as a method, with the token and default options bound.
import type * as tasks from "./tasks/index";
import {
  audioClassification,
  audioToAudio,
  automaticSpeechRecognition,
  chatCompletion,
  chatCompletionStream,
  documentQuestionAnswering,
  featureExtraction,
  fillMask,
  imageClassification,
  imageSegmentation,
  imageTextToImage,
  imageTextToVideo,
  imageToImage,
  imageToText,
  imageToVideo,
  objectDetection,
  questionAnswering,
  request,
  sentenceSimilarity,
  streamingRequest,
  summarization,
  tableQuestionAnswering,
  tabularClassification,
  tabularRegression,
  textClassification,
  textGeneration,
  textGenerationStream,
  textRanking,
  textToAudio,
  textToImage,
  textToSpeech,
  textToVideo,
  tokenClassification,
  translation,
  visualQuestionAnswering,
  zeroShotClassification,
  zeroShotImageClassification,
} from "./tasks/index";
import type { Options } from "./types";

type Tasks = typeof tasks;

/**
 * Every task function by name, for the constructor. Written out rather than `import * as`: a namespace
 * object becomes a call in the built package that bundlers cannot drop, and `import { chatCompletion }`
 * would then keep every task. `satisfies` keeps the list complete.
 */
const TASKS = {
  audioClassification,
  audioToAudio,
  automaticSpeechRecognition,
  chatCompletion,
  chatCompletionStream,
  documentQuestionAnswering,
  featureExtraction,
  fillMask,
  imageClassification,
  imageSegmentation,
  imageTextToImage,
  imageTextToVideo,
  imageToImage,
  imageToText,
  imageToVideo,
  objectDetection,
  questionAnswering,
  request,
  sentenceSimilarity,
  streamingRequest,
  summarization,
  tableQuestionAnswering,
  tabularClassification,
  tabularRegression,
  textClassification,
  textGeneration,
  textGenerationStream,
  textRanking,
  textToAudio,
  textToImage,
  textToSpeech,
  textToVideo,
  tokenClassification,
  translation,
  visualQuestionAnswering,
  zeroShotClassification,
  zeroShotImageClassification,
} satisfies Tasks;

export type InferenceClientOptions = Options & { endpointUrl?: string };

// Declaration merging gives the class the task methods assigned in the constructor, typed as the task
// functions themselves (as the peer types them) so that overloads and type parameters carry over.
export interface InferenceClient extends Tasks {}

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: see the interface above
export class InferenceClient {
  readonly #accessToken: string;
  readonly #defaultOptions: InferenceClientOptions;

  constructor(accessToken = "", defaultOptions: InferenceClientOptions = {}) {
    this.#accessToken = accessToken;
    this.#defaultOptions = defaultOptions;
    const { endpointUrl, ...options } = defaultOptions;
    for (const [name, fn] of Object.entries(TASKS)) {
      Object.defineProperty(this, name, {
        enumerable: false,
        value: (args: Record<string, unknown>, callOptions?: Options) =>
          (fn as (a: unknown, o: unknown) => unknown)(
            { endpointUrl, accessToken, ...args },
            { ...options, ...callOptions },
          ),
      });
    }
  }

  /** A client sending every call to `endpointUrl` (a dedicated endpoint or any compatible server). */
  endpoint(endpointUrl: string): InferenceClient {
    return new InferenceClient(this.#accessToken, { ...this.#defaultOptions, endpointUrl });
  }
}

/** @deprecated Renamed InferenceClient. */
export class HfInference extends InferenceClient {}

/** @deprecated Use `new InferenceClient(token).endpoint(url)`. */
export class InferenceClientEndpoint extends InferenceClient {}
