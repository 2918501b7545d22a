// Public types shared by the client: providers, tasks, options, arguments and outputs.

export const INFERENCE_PROVIDERS = [
  "baseten",
  "black-forest-labs",
  "cerebras",
  "cohere",
  "deepinfra",
  "fal-ai",
  "featherless-ai",
  "fireworks-ai",
  "groq",
  "hf-inference",
  "hyperbolic",
  "nebius",
  "novita",
  "nscale",
  "openai",
  "ovhcloud",
  "publicai",
  "replicate",
  "sambanova",
  "scaleway",
  "together",
  "wavespeed",
  "zai-org",
] as const;

function withAuto<T extends readonly string[]>(providers: T): readonly [...T, "auto"] {
  return [...providers, "auto"];
}

// A pure call rather than a module-level spread, which bundlers keep (a spread may run code): bundles
// that never read the list leave it out.
export const PROVIDERS_OR_POLICIES = /* @__PURE__ */ withAuto(INFERENCE_PROVIDERS);

export type InferenceProvider = (typeof INFERENCE_PROVIDERS)[number];
export type InferenceProviderOrPolicy = (typeof PROVIDERS_OR_POLICIES)[number];

/**
 * How the router picks a provider for a chat model named `org/model:{policy}`: the highest throughput,
 * the lowest price, or the first of the user's preference order (the model's mapping order).
 */
export const ROUTER_POLICIES = ["fastest", "cheapest", "preferred"] as const;
export type RouterPolicy = (typeof ROUTER_POLICIES)[number];

export type InferenceTask =
  | "audio-classification"
  | "audio-to-audio"
  | "automatic-speech-recognition"
  | "conversational"
  | "document-question-answering"
  | "feature-extraction"
  | "fill-mask"
  | "image-classification"
  | "image-segmentation"
  | "image-text-to-image"
  | "image-text-to-video"
  | "image-to-image"
  | "image-to-text"
  | "image-to-video"
  | "object-detection"
  | "question-answering"
  | "sentence-similarity"
  | "summarization"
  | "table-question-answering"
  | "tabular-classification"
  | "tabular-regression"
  | "text-classification"
  | "text-generation"
  | "text-ranking"
  | "text-to-audio"
  | "text-to-image"
  | "text-to-speech"
  | "text-to-video"
  | "token-classification"
  | "translation"
  | "visual-question-answering"
  | "zero-shot-classification"
  | "zero-shot-image-classification"
  // The Hub's other pipelines, which the peer's type lists too: a task no provider here serves yet.
  | "any-to-any"
  | "audio-text-to-text"
  | "depth-estimation"
  | "graph-ml"
  | "image-feature-extraction"
  | "image-text-to-text"
  | "image-to-3d"
  | "keypoint-detection"
  | "mask-generation"
  | "multiple-choice"
  | "reinforcement-learning"
  | "robotics"
  | "table-to-text"
  | "tabular-to-text"
  | "text-retrieval"
  | "text-to-3d"
  | "time-series-forecasting"
  | "unconditional-image-generation"
  | "video-classification"
  | "video-text-to-text"
  | "video-to-video"
  | "visual-document-retrieval"
  | "voice-activity-detection"
  | "zero-shot-object-detection";

/** One entry of a model's provider mapping, as the Hub API returns it. */
export interface InferenceProviderMappingEntry {
  provider: string;
  providerId: string;
  hfModelId: string;
  task: string;
  status: "live" | "staging";
  adapter?: string;
  adapterWeightsPath?: string;
  type?: "single-model" | "tag-filter";
}

/** Everything handed to `fetch`-level hooks: never holds a credential. */
export interface RequestEvent {
  url: string;
  method: string;
  headers: Record<string, string>;
  attempt: number;
}
export interface ResponseEvent {
  url: string;
  method: string;
  status: number;
  requestId: string;
  attempt: number;
  durationMs: number;
}

export interface Options {
  /** `false` turns retries off (same as `maxRetries: 0`). */
  retry_on_error?: boolean;
  /** Retries after a retryable failure (408, 409, 429, 5xx, connection error). Default 2. */
  maxRetries?: number;
  /** First backoff delay in ms, doubled on each retry, with jitter. Default 500. */
  retryDelayMs?: number;
  /** Upper bound of one retry wait, including a server's Retry-After. Default 30 000. */
  maxRetryDelayMs?: number;
  /** Total time allowed for the whole call (retries, polling and streaming included), in ms. Default 600 000. */
  timeout?: number;
  /** Longest silence allowed between two chunks of a streamed response, in ms. Default 60 000. */
  idleTimeout?: number;
  /**
   * Largest JSON or text answer read, in bytes (a job's status, a provider mapping included); past it
   * the body is cancelled and the call fails with a ResponseTooLargeError. Default 64 MiB.
   */
  maxResponseBytes?: number;
  /** Largest binary answer (image, audio, video) read, in bytes. Default 256 MiB. */
  maxMediaBytes?: number;
  /** Largest single event of a streamed answer, in characters. Default 4 Mi (4 194 304). */
  maxEventChars?: number;
  /** Interval between polls of asynchronous jobs; defaults to each provider's own (1000 ms or 500 ms). */
  pollIntervalMs?: number;
  /** Custom fetch (an emulator, a proxy, a mock). */
  fetch?: typeof fetch;
  signal?: AbortSignal;
  includeCredentials?: string | boolean;
  /** Organisation billed for the call on the router (`X-HF-Bill-To`). */
  billTo?: string;
  /** Called before each HTTP attempt, Authorization redacted. */
  onRequest?: (event: RequestEvent) => void;
  /** Called after each HTTP response is received (before its body is read). */
  onResponse?: (event: ResponseEvent) => void;
  /**
   * With provider `auto` on a task other than chat: when the chosen provider refuses the request as
   * unavailable (HTTP 429 or 5xx, after retries), try the model's next provider, in mapping order. Off by
   * default: each provider bills for its own attempt. Chat needs none: the router fails over itself.
   */
  providerFailover?: boolean;
}

/** A model id on the Hub (`org/name`), or a provider-side id when calling a provider directly. */
export type ModelId = string;

export interface BaseArgs {
  /** Hub token (`hf_...`, routed through the router) or a provider key (direct calls). */
  accessToken?: string;
  model?: ModelId;
  endpointUrl?: string;
  provider?: InferenceProviderOrPolicy;
  /** Provider mapping to use instead of asking the Hub (for this model). */
  inferenceProviderMapping?: InferenceProviderMappingEntry[];
}

export type RequestArgs = BaseArgs &
  Record<string, unknown> & {
    /** Rewrites the URL the helper built, as a last step (the peer's hook; never sent). */
    urlTransform?: (url: string) => string;
  };

/** Arguments of a task taking `inputs` of type `I` and nothing beside its parameters. */
type ClosedTaskArgs<I> = BaseArgs & { inputs: I; parameters?: Record<string, unknown> };

/**
 * Arguments of a task taking `inputs` of type `I`, with optional task parameters and any other field a
 * provider reads. Two forms, as a type without an index signature is not assignable to one with it: a
 * value typed by such an interface (the peer's legacy and tabular inputs) fits the closed form, an object
 * literal with extra fields the open one.
 */
export type TaskArgs<I> = ClosedTaskArgs<I> | (ClosedTaskArgs<I> & { [key: string]: unknown });

/** The legacy binary input: the bytes as `data`, sent as the body. */
type LegacyBinaryArgs = BaseArgs & { data: Blob | ArrayBuffer; parameters?: Record<string, unknown> };

/** Arguments of a task taking a binary input, as `inputs` or the legacy `data`. */
export type BinaryTaskArgs = TaskArgs<Blob | ArrayBuffer> | LegacyBinaryArgs;

/** What a media task returns: a Blob (default), a URL, a `data:` URL, or the provider's whole answer. */
export type OutputType = "url" | "dataUrl" | "blob" | "json";

/** Options of a media task: the call's options and where its output goes. */
export type MediaTaskOptions = Options & { outputType?: OutputType };

/**
 * A media task: a Blob by default, a URL or a `data:` URL for `"url"` and `"dataUrl"`, the provider's
 * whole answer for `"json"`; an `outputType` known only at run time gives any of them.
 */
export interface MediaTask<A> {
  (args: A, options: MediaTaskOptions & { outputType: "url" | "dataUrl" }): Promise<string>;
  (args: A, options: MediaTaskOptions & { outputType: "json" }): Promise<Record<string, unknown>>;
  (args: A, options?: MediaTaskOptions & { outputType?: "blob" }): Promise<Blob>;
  (args: A, options?: MediaTaskOptions): Promise<Blob | string | Record<string, unknown>>;
}

// ---- Outputs (spec section 3) ----

export interface ChatCompletionOutputMessage {
  role: string;
  content?: string | null;
  tool_calls?: unknown[];
  [key: string]: unknown;
}
export interface ChatCompletionOutput {
  choices: Array<{
    index: number;
    finish_reason?: string | null;
    message: ChatCompletionOutputMessage;
    logprobs?: unknown;
  }>;
  created: number;
  id: string;
  model: string;
  system_fingerprint?: string | null;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number; [key: string]: unknown };
  [key: string]: unknown;
}
export interface ChatCompletionStreamOutput {
  choices: Array<{
    index: number;
    delta: { role?: string; content?: string | null; tool_calls?: unknown[]; [key: string]: unknown };
    finish_reason?: string | null;
  }>;
  created: number;
  id: string;
  model: string;
  system_fingerprint?: string | null;
  usage?: ChatCompletionOutput["usage"] | null;
  [key: string]: unknown;
}
export interface ChatMessage {
  role: string;
  content?: string | Array<Record<string, unknown>> | null;
  [key: string]: unknown;
}
export type ChatCompletionArgs = BaseArgs & {
  messages: ChatMessage[];
  stream?: boolean;
  response_format?: {
    type: string;
    json_schema?: { name?: string; schema?: unknown; strict?: boolean };
    [k: string]: unknown;
  };
  [key: string]: unknown;
};

export interface TextGenerationOutput {
  generated_text: string;
  [key: string]: unknown;
}
export interface TextGenerationStreamToken {
  id: number;
  text: string;
  logprob: number;
  special: boolean;
}
/** A prompt token, echoed back with `decoder_input_details`; the first has no logprob. */
export interface TextGenerationStreamPrefillToken {
  id: number;
  text: string;
  logprob?: number;
}
export type TextGenerationStreamFinishReason = "length" | "eos_token" | "stop_sequence";
export interface TextGenerationStreamBestOfSequence {
  generated_text: string;
  finish_reason: TextGenerationStreamFinishReason;
  generated_tokens: number;
  seed?: number;
  prefill: TextGenerationStreamPrefillToken[];
  tokens: TextGenerationStreamToken[];
}
export interface TextGenerationStreamDetails {
  finish_reason: TextGenerationStreamFinishReason;
  generated_tokens: number;
  seed?: number;
  prefill: TextGenerationStreamPrefillToken[];
  tokens: TextGenerationStreamToken[];
  best_of_sequences?: TextGenerationStreamBestOfSequence[];
}
/** One event of a TGI-style stream; `details` only on the last one. */
export interface TextGenerationStreamOutput {
  index?: number;
  token: TextGenerationStreamToken;
  generated_text: string | null;
  details: TextGenerationStreamDetails | null;
  [key: string]: unknown;
}
/** The task's own input, without the call arguments (`model`, `provider`...). */
export interface TextGenerationInput {
  inputs: string;
  parameters?: Record<string, unknown>;
  stream?: boolean;
  [key: string]: unknown;
}
export type TextGenerationArgs = BaseArgs & TextGenerationInput;

export interface ClassificationOutputElement {
  label: string;
  score: number;
}
export type ClassificationOutput = ClassificationOutputElement[];
export interface ObjectDetectionOutputElement {
  label: string;
  score: number;
  box: { xmin: number; ymin: number; xmax: number; ymax: number };
}
export interface QuestionAnsweringOutput {
  answer: string;
  score: number;
  start: number;
  end: number;
}
export interface FillMaskOutputElement {
  score: number;
  sequence: string;
  token: number;
  token_str: string;
}
export interface TokenClassificationOutputElement {
  entity_group: string;
  word: string;
  score: number;
  start: number;
  end: number;
}
export interface SummarizationOutput {
  summary_text: string;
}
export interface TranslationOutput {
  translation_text: string;
}
/** One document of a reranker's answer: its position in the list sent, its relevance, its text when asked for. */
export interface TextRankingOutputElement {
  index: number;
  score: number;
  text?: string;
}
/** The documents scored, most relevant first. */
export type TextRankingOutput = TextRankingOutputElement[];
export interface TableQuestionAnsweringOutput {
  aggregator: string;
  answer: string;
  cells: string[];
  coordinates: number[][];
}
export interface ImageSegmentationOutputElement {
  label: string;
  mask: string;
  score?: number;
}
export interface DocumentQuestionAnsweringOutput {
  answer: string;
  score?: number;
  start?: number;
  end?: number;
}
export interface VisualQuestionAnsweringOutput {
  answer: string;
  score: number;
}
export interface ImageToTextOutput {
  generated_text: string;
}
export interface AutomaticSpeechRecognitionOutput {
  text: string;
  [key: string]: unknown;
}
export interface AudioToAudioOutputElement {
  label: string;
  "content-type": string;
  /** Base64 of the audio. */
  blob: string;
}
/** The peer's name for one element of an audio-to-audio answer. */
export type AudioToAudioOutput = AudioToAudioOutputElement;
/** One labelled audio output, decoded to a Blob. */
export interface AudioToAudioOutputElem {
  label: string;
  audio: Blob;
}
/** One predicted label (classification) or value (regression) per row. */
export type TabularClassificationOutput = number[];
export type TabularRegressionOutput = number[];
export type TextToVideoOutput = Blob;
/** One embedding, or one per input, or per token: a list nested at most three deep, as the peer types it. */
export type FeatureExtractionOutput = (number | number[] | number[][])[];
