// Task helpers for OpenAI-style APIs, shared by the providers that speak them.
import { InferenceClientProviderOutputError } from "../errors";
import { isMediaUrl, mediaOutput } from "../lib/media";
import {
  arrayOf,
  fieldOf,
  type Guard,
  hasFields,
  isArray,
  isBase64,
  isNumber,
  isObject,
  isString,
  oneOf,
} from "../lib/shape";
import type { ChatCompletionOutput, FeatureExtractionOutput, OutputType, TextGenerationOutput } from "../types";
import {
  CONVERSATIONAL_ROUTES,
  FEATURE_EXTRACTION_ROUTES,
  IMAGE_TO_IMAGE_ROUTES,
  labelOf,
  type ProviderFacts,
  TEXT_GENERATION_ROUTES,
  TEXT_TO_IMAGE_ROUTES,
} from "./facts";
import { type BodyParams, defineHelper, flatParams, type ProviderHelper, payloadWithModel, withModel } from "./helper";

// The fields every chat completion has; the choices themselves are read as the provider sends them.
const isChatCompletionOutput = /* @__PURE__ */ hasFields({
  choices: isArray,
  created: isNumber,
  id: isString,
  model: isString,
  system_fingerprint: (value) => value === undefined || value === null || typeof value === "string",
  usage: isObject,
}) as Guard<ChatCompletionOutput>;

/** The answer itself when it is a chat completion. */
export function chatCompletionOutput(response: unknown): ChatCompletionOutput {
  if (isChatCompletionOutput(response)) return response;
  throw new InferenceClientProviderOutputError("Expected ChatCompletionOutput");
}

const isJsonSchemaFormat = /* @__PURE__ */ hasFields({
  type: /* @__PURE__ */ oneOf(["json_schema"] as const),
  json_schema: isObject,
});

/** The `json_schema` of a structured-output request (`response_format: { type: "json_schema" }`), if any. */
export function requestedJsonSchema(payload: Record<string, unknown>): Record<string, unknown> | undefined {
  const format = payload.response_format;
  return isJsonSchemaFormat(format) ? format.json_schema : undefined;
}

/**
 * Where a provider's chat differs from OpenAI's: a rewrite of the payload, or parts of its helper. Each such
 * provider's file gives its own; the registry says which provider has one.
 */
export interface ChatAdapter {
  /** Rewrites the payload (the arguments with `model` set). */
  readonly adapt?: (payload: Record<string, unknown>) => Record<string, unknown>;
  readonly prepareHeaders?: ProviderHelper["prepareHeaders"];
  readonly makeBaseUrl?: ProviderHelper["makeBaseUrl"];
  readonly makeUrl?: ProviderHelper["makeUrl"];
}

/** Chat completion at the provider's conversational route, as its adapter says where it has one. */
export function chatCompletionHelper(
  facts: ProviderFacts,
  { adapt, ...parts }: ChatAdapter = {},
): ProviderHelper<ChatCompletionOutput> {
  return defineHelper({
    facts,
    task: "conversational",
    routes: CONVERSATIONAL_ROUTES,
    preparePayload: adapt ? (params) => adapt(withModel(params.args, params.model)) : payloadWithModel,
    readOutput: chatCompletionOutput,
    ...parts,
  });
}

const hasFirstMessageText = /* @__PURE__ */ hasFields({
  model: isString,
  choices: /* @__PURE__ */ hasFields({
    0: /* @__PURE__ */ hasFields({ message: /* @__PURE__ */ hasFields({ content: isString }) }),
  }),
});

/**
 * Text generation as a one-user-message chat (for providers that only serve chat), at the facts'
 * text-generation route: `max_new_tokens` becomes `max_tokens`, the reply's content becomes `generated_text`.
 */
export function chatTextGenerationHelper({ facts }: { facts: ProviderFacts }): ProviderHelper<TextGenerationOutput> {
  return defineHelper({
    facts,
    task: "text-generation",
    routes: TEXT_GENERATION_ROUTES,
    preparePayload: (params) => {
      const { inputs, parameters, ...rest } = params.args;
      const { max_new_tokens, ...others } = isObject(parameters) ? parameters : {};
      return {
        messages: [{ content: inputs, role: "user" }],
        ...(parameters ? { max_tokens: max_new_tokens, ...others } : undefined),
        ...rest,
        model: params.model,
      };
    },
    getResponse: async (response) => {
      if (hasFirstMessageText(response)) return { generated_text: response.choices[0].message.content };
      throw new InferenceClientProviderOutputError(
        `Received malformed response from ${labelOf(facts.id)} text generation API`,
      );
    },
  });
}

const hasFirstChoiceText = /* @__PURE__ */ hasFields({
  choices: /* @__PURE__ */ hasFields({ 0: /* @__PURE__ */ hasFields({ text: isString }) }),
});

interface CompletionsOptions {
  facts: ProviderFacts;
  preparePayload: (params: BodyParams) => Record<string, unknown>;
  /** The message of a malformed answer, where the provider's differs from the common one. */
  malformed?: string;
}

/** Text generation on the facts' completions route: `prompt` in, `choices[0].text` out. */
export function completionsHelper({
  facts,
  preparePayload,
  malformed = `Received malformed response from ${labelOf(facts.id)} text generation API`,
}: CompletionsOptions): ProviderHelper<TextGenerationOutput> {
  return defineHelper({
    facts,
    task: "text-generation",
    routes: TEXT_GENERATION_ROUTES,
    preparePayload,
    getResponse: async (response) => {
      if (hasFirstChoiceText(response)) return { generated_text: response.choices[0].text };
      throw new InferenceClientProviderOutputError(malformed);
    },
  });
}

/** `max_new_tokens` renamed `max_tokens`, other parameters flat, `prompt` = inputs. */
export function completionsWithMaxTokens(params: BodyParams): Record<string, unknown> {
  const { inputs, parameters, ...rest } = params.args;
  const payload: Record<string, unknown> = { model: params.model, ...rest };
  if (isObject(parameters)) {
    const { max_new_tokens, ...others } = parameters;
    Object.assign(payload, others, { max_tokens: max_new_tokens });
  }
  payload.prompt = inputs;
  return payload;
}

/** Every argument plus `model`, and `prompt` = inputs. */
export function completionsWithPrompt(params: BodyParams): Record<string, unknown> {
  return { model: params.model, ...params.args, prompt: params.args.inputs };
}

const isEmbeddingList = /* @__PURE__ */ hasFields({
  data: /* @__PURE__ */ arrayOf(/* @__PURE__ */ hasFields({ embedding: /* @__PURE__ */ arrayOf(isNumber) })),
});

interface EmbeddingsOptions {
  facts: ProviderFacts;
  /** By default `{ input, model }`. */
  preparePayload?: (params: BodyParams) => Record<string, unknown>;
}

/** Embeddings on the facts' feature-extraction route: `input` in, `data[].embedding` out. */
export function embeddingsHelper({
  facts,
  preparePayload = (p) => ({ input: p.args.inputs, model: p.model }),
}: EmbeddingsOptions): ProviderHelper<FeatureExtractionOutput> {
  return defineHelper({
    facts,
    task: "feature-extraction",
    routes: FEATURE_EXTRACTION_ROUTES,
    preparePayload,
    getResponse: async (response) => {
      if (isEmbeddingList(response)) return response.data.map((d) => d.embedding);
      throw new InferenceClientProviderOutputError(
        `Received malformed response from ${labelOf(facts.id)} feature-extraction (embeddings) API`,
      );
    },
  });
}

/** Inline images are JPEG unless the provider says otherwise, as the providers send them. */
const INLINE_IMAGE_TYPE = "image/jpeg";

/** An image answered as base64, per `outputType` (see `mediaOutput`); anything but base64 text is `malformed`. */
export function base64ImageOutput(
  response: unknown,
  base64: unknown,
  outputType: OutputType | undefined,
  malformed: string,
): Promise<Blob | string | Record<string, unknown>> {
  if (!isBase64(base64)) throw new InferenceClientProviderOutputError(malformed);
  return mediaOutput(undefined, { base64, type: INLINE_IMAGE_TYPE }, outputType, response);
}

interface ImageGenerationsOptions {
  facts: ProviderFacts;
  /** The `response_format` asking for base64 (`b64_json` or `base64`, by provider). */
  responseFormat: string;
  /** The provider can answer a URL instead (`response_format: "url"`), asked for with `outputType: "url"`. */
  answersUrls?: boolean;
  /** The task (text-to-image by default) and the payload, for providers with other image routes. */
  task?: "text-to-image" | "image-to-image";
  preparePayload?: (params: BodyParams) => Record<string, unknown>;
  preparePayloadAsync?: ProviderHelper["preparePayloadAsync"];
}

const firstImageOf = (response: unknown) => fieldOf(fieldOf(response, "data"), "0");

/** Images on the facts' images route, answered as `data[0].b64_json` (or `data[0].url` where asked for). */
export function imageGenerationsHelper({
  facts,
  responseFormat,
  answersUrls = false,
  task = "text-to-image",
  preparePayload = (params) => ({
    ...flatParams(params.args),
    prompt: params.args.inputs,
    model: params.model,
  }),
  preparePayloadAsync,
}: ImageGenerationsOptions): ProviderHelper<Blob | string | Record<string, unknown>> {
  const malformed = `Received malformed response from ${labelOf(facts.id)} ${task} API`;
  return defineHelper({
    facts,
    task,
    routes: task === "image-to-image" ? IMAGE_TO_IMAGE_ROUTES : TEXT_TO_IMAGE_ROUTES,
    preparePayload: (params) => ({
      ...preparePayload(params),
      response_format: answersUrls && params.outputType === "url" ? "url" : responseFormat,
    }),
    preparePayloadAsync,
    getResponse: async (response, _url, _headers, outputType, call) => {
      const url = fieldOf(firstImageOf(response), "url");
      if (answersUrls && isMediaUrl(url)) return mediaOutput(call, { url }, outputType, response);
      return base64ImageOutput(response, fieldOf(firstImageOf(response), "b64_json"), outputType, malformed);
    },
  });
}
