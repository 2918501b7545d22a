// HF Inference (the router's own serverless API): every task at models/{model}, with TGI-style
// payloads (`inputs`, `parameters`) or raw bytes, and the task outputs of the Hub's task specs.
import { InferenceClientProviderOutputError } from "../errors";
import { base64FromBlob, isMediaUrl, mediaOutput, toBlob } from "../lib/media";
import {
  arrayOf,
  fieldOf,
  type Guard,
  hasFields,
  isBase64,
  isBlob,
  isLabelScoreArray,
  isNumber,
  isOptionalNumber,
  isString,
  optional,
} from "../lib/shape";
import type {
  AudioToAudioOutputElement,
  AutomaticSpeechRecognitionOutput,
  ClassificationOutput,
  DocumentQuestionAnsweringOutput,
  FeatureExtractionOutput,
  FillMaskOutputElement,
  ImageSegmentationOutputElement,
  ImageToTextOutput,
  InferenceTask,
  ObjectDetectionOutputElement,
  QuestionAnsweringOutput,
  SummarizationOutput,
  TableQuestionAnsweringOutput,
  TextGenerationOutput,
  TextRankingOutput,
  TokenClassificationOutputElement,
  TranslationOutput,
  VisualQuestionAnsweringOutput,
} from "../types";
import {
  AUDIO_TO_AUDIO_ROUTES,
  AUTOMATIC_SPEECH_RECOGNITION_ROUTES,
  FEATURE_EXTRACTION_ROUTES,
  HF_INFERENCE,
  HF_INFERENCE_AT_MODEL,
  IMAGE_SEGMENTATION_ROUTES,
  IMAGE_TO_IMAGE_ROUTES,
  IMAGE_TO_TEXT_ROUTES,
  type RouteTable,
  SENTENCE_SIMILARITY_ROUTES,
  TEXT_GENERATION_ROUTES,
  TEXT_RANKING_ROUTES,
  TEXT_TO_AUDIO_ROUTES,
  TEXT_TO_IMAGE_ROUTES,
  TEXT_TO_SPEECH_ROUTES,
} from "./facts";
import { defineHelper, type HelperSpec, type ProviderHelper, type UrlParams, withUrlTransform } from "./helper";
import type { ChatAdapter } from "./openai-compatible";

const BASE_URL = HF_INFERENCE.baseUrl;
const isFullUrl = (model: string) => model.startsWith("http://") || model.startsWith("https://");

function modelUrl(params: UrlParams): string {
  if (isFullUrl(params.model)) return params.model;
  const pipeline =
    params.task === "feature-extraction" || params.task === "sentence-similarity" || params.task === "text-ranking";
  return withUrlTransform(params, `${BASE_URL}/models/${params.model}${pipeline ? `/pipeline/${params.task}` : ""}`);
}

type Prepare = (args: Record<string, unknown>) => Promise<Record<string, unknown>>;

interface HfTaskSpec<T> {
  /** What a valid answer looks like, for the error message. */
  shape: string;
  /** The output, or `undefined` when the answer has the wrong shape. */
  read: (response: unknown) => T | undefined;
  prepare?: Prepare;
  /** How the task is named in messages, when not its id. */
  label?: string;
  alsoRunsModelsOf?: InferenceTask;
}

/**
 * An hf-inference helper: what every task shares (the router base whatever the key, `models/{model}` URLs,
 * the arguments as sent) and the task's own parts. A call, not a spread object, so `/* @__PURE__ *\/` can
 * drop the helpers a bundle does not use.
 */
function hfHelper<T>(
  task: InferenceTask,
  routes: RouteTable,
  spec: Omit<HelperSpec<T>, "facts" | "task" | "routes">,
): ProviderHelper<T> {
  return defineHelper<T>({
    facts: HF_INFERENCE,
    task,
    routes,
    makeBaseUrl: () => BASE_URL,
    makeUrl: modelUrl,
    preparePayload: (params) => params.args,
    ...spec,
  });
}

/** The error for an answer of the wrong shape; `task` as messages name it. */
function malformed(task: string, detail: string): InferenceClientProviderOutputError {
  return new InferenceClientProviderOutputError(`Received malformed response from HF-Inference ${task} API: ${detail}`);
}

function hfTask<T>(task: InferenceTask, routes: RouteTable, spec: HfTaskSpec<T>): ProviderHelper<T> {
  return hfHelper<T>(task, routes, {
    preparePayloadAsync: spec.prepare,
    alsoRunsModelsOf: spec.alsoRunsModelsOf,
    readOutput: (response) => {
      const output = spec.read(response);
      if (output === undefined) throw malformed(spec.label ?? task, `expected ${spec.shape}`);
      return output;
    },
  });
}

/** `value` itself when `guard` accepts it. */
const when =
  <T>(guard: Guard<T>) =>
  (value: unknown): T | undefined =>
    guard(value) ? value : undefined;

/** The first item of a list when every item passes `guard`. */
const firstInList =
  <T>(guard: Guard<T>) =>
  (value: unknown): T | undefined =>
    Array.isArray(value) && value.every(guard) ? value[0] : undefined;

/** The first item of a list (or the value itself) when every item passes `guard`. */
const firstOf =
  <T>(guard: Guard<T>) =>
  (value: unknown): T | undefined => {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    return items.every(guard) ? items[0] : undefined;
  };

/** Binary inputs go as the raw request body. */
const rawBody: Prepare = async (args) => {
  if (args.data !== undefined) return args;
  const { inputs, ...rest } = args;
  return { ...rest, data: inputs };
};

async function base64Image(image: unknown): Promise<unknown> {
  const blob = toBlob(image);
  return blob ? base64FromBlob(blob) : image;
}

const isNumberArray = /* @__PURE__ */ arrayOf(isNumber);

/** A list of numbers, or of lists of them, nested at most three deep (never walked deeper). */
const isFeatureExtractionOutput = (value: unknown): value is FeatureExtractionOutput => numbersWithin(value, 3);

function numbersWithin(value: unknown, levels: number): boolean {
  return (
    Array.isArray(value) &&
    levels > 0 &&
    value.every((item) => typeof item === "number" || numbersWithin(item, levels - 1))
  );
}

/** Chat at the model's own OpenAI-compatible route, or at an endpoint's (its URL given as the model). */
export const hfInferenceChat: ChatAdapter = {
  makeBaseUrl: () => BASE_URL,
  makeUrl: (params) => {
    const base = (isFullUrl(params.model) ? params.model.trim() : `${BASE_URL}/models/${params.model}`).replace(
      /\/+$/,
      "",
    );
    if (base.endsWith("/v1")) return `${base}/chat/completions`;
    return base.endsWith("/chat/completions") ? base : `${base}/v1/chat/completions`;
  },
};

const isGeneratedText = /* @__PURE__ */ hasFields({ generated_text: isString });

export const hfInferenceTextGeneration = /* @__PURE__ */ hfTask<TextGenerationOutput>(
  "text-generation",
  TEXT_GENERATION_ROUTES,
  {
    label: "text generation",
    shape: "Array<{generated_text: string}>",
    read: /* @__PURE__ */ firstOf(isGeneratedText),
  },
);

/** The image bytes, OpenAI-style base64 (`data[0].b64_json`, JPEG) or a list of URLs (`output`), per `outputType`. */
export const hfInferenceTextToImage = /* @__PURE__ */ hfHelper<Blob | string | Record<string, unknown>>(
  "text-to-image",
  TEXT_TO_IMAGE_ROUTES,
  {
    getResponse: async (response, _url, _headers, outputType, call) => {
      if (response === undefined || response === null) throw malformed("text-to-image", "response is undefined");
      if (isBlob(response)) return mediaOutput(call, { blob: response }, outputType, response);
      const base64 = fieldOf(fieldOf(fieldOf(response, "data"), "0"), "b64_json");
      if (isBase64(base64)) return mediaOutput(call, { base64, type: "image/jpeg" }, outputType, response);
      const url = fieldOf(fieldOf(response, "output"), "0");
      if (isMediaUrl(url)) return mediaOutput(call, { url }, outputType, response);
      throw malformed("text-to-image", "expected a Blob");
    },
  },
);

/** A task answered with the media itself, read per `outputType`. */
function hfMediaTask(
  task: InferenceTask,
  routes: RouteTable,
  prepare?: Prepare,
): ProviderHelper<Blob | string | Record<string, unknown>> {
  return hfHelper(task, routes, {
    preparePayloadAsync: prepare,
    getResponse: async (response, _url, _headers, outputType, call) => {
      if (!isBlob(response)) throw malformed(task, "expected Blob");
      return mediaOutput(call, { blob: response }, outputType, response);
    },
  });
}

export const hfInferenceTextClassification = /* @__PURE__ */ hfTask<ClassificationOutput>(
  "text-classification",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<{label: string, score: number}>",
    read: (r) => {
      const first = Array.isArray(r) ? r[0] : undefined;
      if (Array.isArray(first)) return isLabelScoreArray(first) ? first : undefined;
      return isLabelScoreArray(r) ? r : undefined;
    },
  },
);

const isQuestionAnswer = /* @__PURE__ */ hasFields({
  answer: isString,
  start: isNumber,
  end: isNumber,
  score: isNumber,
});

export const hfInferenceQuestionAnswering = /* @__PURE__ */ hfTask<QuestionAnsweringOutput>(
  "question-answering",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<{answer: string, end: number, score: number, start: number}>",
    read: /* @__PURE__ */ firstOf(isQuestionAnswer),
  },
);

export const hfInferenceAudioClassification = /* @__PURE__ */ hfTask<ClassificationOutput>(
  "audio-classification",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<{label: string, score: number}> but received different format",
    read: /* @__PURE__ */ when(isLabelScoreArray),
    prepare: rawBody,
  },
);

export const hfInferenceAutomaticSpeechRecognition = /* @__PURE__ */ hfTask<AutomaticSpeechRecognitionOutput>(
  "automatic-speech-recognition",
  AUTOMATIC_SPEECH_RECOGNITION_ROUTES,
  {
    shape: "{text: string}",
    read: /* @__PURE__ */ when(/* @__PURE__ */ hasFields({ text: isString })),
    prepare: rawBody,
  },
);

export const hfInferenceFillMask = /* @__PURE__ */ hfTask<FillMaskOutputElement[]>("fill-mask", HF_INFERENCE_AT_MODEL, {
  shape: "Array<{score: number, sequence: string, token: number, token_str: string}>",
  read: /* @__PURE__ */ when(
    /* @__PURE__ */ arrayOf(
      /* @__PURE__ */ hasFields({ score: isNumber, sequence: isString, token: isNumber, token_str: isString }),
    ),
  ),
});

export const hfInferenceFeatureExtraction = /* @__PURE__ */ hfTask<FeatureExtractionOutput>(
  "feature-extraction",
  FEATURE_EXTRACTION_ROUTES,
  {
    shape: "Array<number[][][] | number[][] | number[] | number>",
    read: /* @__PURE__ */ when(isFeatureExtractionOutput),
    alsoRunsModelsOf: "sentence-similarity",
  },
);

export const hfInferenceImageClassification = /* @__PURE__ */ hfTask<ClassificationOutput>(
  "image-classification",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<{label: string, score: number}>",
    read: /* @__PURE__ */ when(isLabelScoreArray),
    prepare: rawBody,
  },
);

export const hfInferenceImageSegmentation = /* @__PURE__ */ hfTask<ImageSegmentationOutputElement[]>(
  "image-segmentation",
  IMAGE_SEGMENTATION_ROUTES,
  {
    shape: "Array<{label: string, mask: string, score: number}>",
    read: /* @__PURE__ */ when(
      /* @__PURE__ */ arrayOf(/* @__PURE__ */ hasFields({ label: isString, mask: isString, score: isOptionalNumber })),
    ),
    prepare: async (args) => {
      const { data, ...rest } = args;
      return { ...rest, inputs: await base64Image(args.inputs ?? data) };
    },
  },
);

/** `inputs: {question, image}` with the image as base64. */
const questionAboutImage: Prepare = async (args) => {
  const inputs = args.inputs;
  return {
    ...args,
    inputs: { question: fieldOf(inputs, "question"), image: await base64Image(fieldOf(inputs, "image")) },
  };
};

export const hfInferenceDocumentQuestionAnswering = /* @__PURE__ */ hfTask<DocumentQuestionAnsweringOutput>(
  "document-question-answering",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<{answer: string, end: number, score: number, start: number}>",
    read: /* @__PURE__ */ firstInList(
      /* @__PURE__ */ hasFields({
        answer: isString,
        end: isOptionalNumber,
        score: isOptionalNumber,
        start: isOptionalNumber,
      }),
    ),
    prepare: questionAboutImage,
  },
);

export const hfInferenceVisualQuestionAnswering = /* @__PURE__ */ hfTask<VisualQuestionAnsweringOutput>(
  "visual-question-answering",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<{answer: string, score: number}>",
    read: /* @__PURE__ */ firstInList(/* @__PURE__ */ hasFields({ answer: isString, score: isNumber })),
    prepare: questionAboutImage,
  },
);

export const hfInferenceImageToText = /* @__PURE__ */ hfTask<ImageToTextOutput>("image-to-text", IMAGE_TO_TEXT_ROUTES, {
  shape: "{generated_text: string}",
  // The answer itself, or the first of a list of them.
  read: (r) => {
    const first: unknown = Array.isArray(r) ? r[0] : r;
    return isGeneratedText(first) ? first : undefined;
  },
  prepare: rawBody,
});

export const hfInferenceObjectDetection = /* @__PURE__ */ hfTask<ObjectDetectionOutputElement[]>(
  "object-detection",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<{label: string, score: number, box: {xmin: number, ymin: number, xmax: number, ymax: number}}>",
    read: /* @__PURE__ */ when(
      /* @__PURE__ */ arrayOf(
        /* @__PURE__ */ hasFields({
          label: isString,
          score: isNumber,
          box: /* @__PURE__ */ hasFields({ xmin: isNumber, ymin: isNumber, xmax: isNumber, ymax: isNumber }),
        }),
      ),
    ),
    prepare: rawBody,
  },
);

export const hfInferenceAudioToAudio = /* @__PURE__ */ hfTask<AudioToAudioOutputElement[]>(
  "audio-to-audio",
  AUDIO_TO_AUDIO_ROUTES,
  {
    shape: "Array<{label: string, audio: Blob}>",
    read: /* @__PURE__ */ when(
      /* @__PURE__ */ arrayOf(/* @__PURE__ */ hasFields({ label: isString, "content-type": isString, blob: isString })),
    ),
    prepare: rawBody,
  },
);

export const hfInferenceZeroShotImageClassification = /* @__PURE__ */ hfTask<ClassificationOutput>(
  "zero-shot-image-classification",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<{label: string, score: number}>",
    read: /* @__PURE__ */ when(isLabelScoreArray),
    prepare: async (args) => {
      const inputs = args.inputs;
      const image = inputs instanceof Blob ? inputs : fieldOf(inputs, "image");
      return { ...args, inputs: { image: await base64Image(image) } };
    },
  },
);

const isLegacyLabelScores = /* @__PURE__ */ hasFields({
  labels: /* @__PURE__ */ arrayOf(isString),
  scores: /* @__PURE__ */ arrayOf(isNumber),
});

export const hfInferenceZeroShotClassification = /* @__PURE__ */ hfTask<ClassificationOutput>(
  "zero-shot-classification",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<{label: string, score: number}>",
    read: (r) => {
      if (isLabelScoreArray(r)) return r;
      // Older servers answer `{labels, scores}` side by side.
      if (!isLegacyLabelScores(r) || r.labels.length !== r.scores.length) return undefined;
      const { scores } = r;
      return r.labels.map((label, i) => ({ label, score: scores[i] ?? 0 }));
    },
  },
);

export const hfInferenceImageToImage = /* @__PURE__ */ hfMediaTask(
  "image-to-image",
  IMAGE_TO_IMAGE_ROUTES,
  async (args) => (args.parameters ? { ...args, inputs: await base64Image(args.inputs) } : rawBody(args)),
);

export const hfInferenceSentenceSimilarity = /* @__PURE__ */ hfTask<number[]>(
  "sentence-similarity",
  SENTENCE_SIMILARITY_ROUTES,
  {
    shape: "Array<number>",
    read: /* @__PURE__ */ when(isNumberArray),
    alsoRunsModelsOf: "feature-extraction",
  },
);

/** A document's position in the list sent: whether it is in range is the task function's check. */
const isDocumentIndex = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isFiniteNumber = (v: unknown): v is number => Number.isFinite(v);

export const hfInferenceTextRanking = /* @__PURE__ */ hfTask<TextRankingOutput>("text-ranking", TEXT_RANKING_ROUTES, {
  shape: "Array<{index: number, score: number, text?: string}>",
  alsoRunsModelsOf: "text-classification",
  read: /* @__PURE__ */ when(
    /* @__PURE__ */ arrayOf(
      /* @__PURE__ */ hasFields({
        index: isDocumentIndex,
        score: isFiniteNumber,
        text: /* @__PURE__ */ optional(isString),
      }),
    ),
  ),
});

export const hfInferenceTableQuestionAnswering = /* @__PURE__ */ hfTask<TableQuestionAnsweringOutput>(
  "table-question-answering",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "{aggregator: string, answer: string, cells: string[], coordinates: number[][]}",
    read: /* @__PURE__ */ firstOf(
      /* @__PURE__ */ hasFields({
        aggregator: isString,
        answer: isString,
        cells: /* @__PURE__ */ arrayOf(isString),
        coordinates: /* @__PURE__ */ arrayOf(isNumberArray),
      }),
    ),
  },
);

export const hfInferenceTabularClassification = /* @__PURE__ */ hfTask<number[]>(
  "tabular-classification",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<number>",
    read: /* @__PURE__ */ when(isNumberArray),
  },
);

export const hfInferenceTabularRegression = /* @__PURE__ */ hfTask<number[]>(
  "tabular-regression",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<number>",
    read: /* @__PURE__ */ when(isNumberArray),
  },
);

export const hfInferenceTextToSpeech = /* @__PURE__ */ hfMediaTask("text-to-speech", TEXT_TO_SPEECH_ROUTES);

export const hfInferenceTextToAudio = /* @__PURE__ */ hfMediaTask("text-to-audio", TEXT_TO_AUDIO_ROUTES);

export const hfInferenceTokenClassification = /* @__PURE__ */ hfTask<TokenClassificationOutputElement[]>(
  "token-classification",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<{end: number, entity_group: string, score: number, start: number, word: string}>",
    read: /* @__PURE__ */ when(
      /* @__PURE__ */ arrayOf(
        /* @__PURE__ */ hasFields({
          end: isNumber,
          entity_group: isString,
          score: isNumber,
          start: isNumber,
          word: isString,
        }),
      ),
    ),
  },
);

const isTranslationList = /* @__PURE__ */ arrayOf(/* @__PURE__ */ hasFields({ translation_text: isString }));

export const hfInferenceTranslation = /* @__PURE__ */ hfTask<TranslationOutput | TranslationOutput[]>(
  "translation",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<{translation_text: string}>",
    read: (r) => (isTranslationList(r) && r.length > 0 ? (r.length === 1 ? r[0] : r) : undefined),
  },
);

export const hfInferenceSummarization = /* @__PURE__ */ hfTask<SummarizationOutput>(
  "summarization",
  HF_INFERENCE_AT_MODEL,
  {
    shape: "Array<{summary_text: string}>",
    read: /* @__PURE__ */ firstInList(/* @__PURE__ */ hasFields({ summary_text: isString })),
  },
);
