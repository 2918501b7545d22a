// Task helpers for OpenAI-style APIs, shared by the providers that speak them.
import { InferenceClientProviderOutputError } from "../errors";
import { blobFromBase64 } from "../lib/media";
import { arrayOf, hasFields, isObject, isString } from "../lib/shape";
import type {
  ChatCompletionOutput,
  FeatureExtractionOutput,
  InferenceProvider,
  OutputType,
  TextGenerationOutput,
} from "../types";
import { type BodyParams, defineHelper, flatParams, type ProviderHelper, payloadWithModel, withModel } from "./helper";

function isChatCompletionOutput(value: unknown): value is ChatCompletionOutput {
  return (
    isObject(value) &&
    Array.isArray(value.choices) &&
    typeof value.created === "number" &&
    typeof value.id === "string" &&
    typeof value.model === "string" &&
    (value.system_fingerprint === undefined ||
      value.system_fingerprint === null ||
      typeof value.system_fingerprint === "string") &&
    isObject(value.usage)
  );
}

/** The answer itself when it is a chat completion. */
export function chatCompletionOutput(response: unknown): ChatCompletionOutput {
  if (isChatCompletionOutput(response)) return response;
  throw new InferenceClientProviderOutputError("Expected ChatCompletionOutput");
}

/** The `json_schema` of a structured-output request (`response_format: { type: "json_schema" }`), if any. */
export function requestedJsonSchema(
  payload: Record<string, unknown>,
): { schema?: unknown; strict?: boolean; [key: string]: unknown } | undefined {
  const format = payload.response_format as { type?: string; json_schema?: Record<string, unknown> } | undefined;
  return format?.type === "json_schema" && format.json_schema ? format.json_schema : undefined;
}

/** Chat completion at `route`; `adapt` rewrites the payload where the provider differs. */
export function chatCompletionHelper(
  provider: InferenceProvider,
  baseUrl: string,
  route = "v1/chat/completions",
  adapt?: (payload: Record<string, unknown>) => Record<string, unknown>,
): ProviderHelper<ChatCompletionOutput> {
  return defineHelper({
    provider,
    task: "conversational",
    baseUrl,
    makeRoute: () => route,
    preparePayload: adapt ? (params) => adapt(withModel(params.args, params.model)) : payloadWithModel,
    readOutput: chatCompletionOutput,
  });
}

/**
 * Text generation as a one-user-message chat (for providers that only serve chat):
 * `max_new_tokens` becomes `max_tokens`, the reply's content becomes `generated_text`.
 */
export function chatTextGenerationHelper(
  provider: InferenceProvider,
  baseUrl: string,
  route: string,
  label: string,
): ProviderHelper<TextGenerationOutput> {
  return defineHelper({
    provider,
    task: "text-generation",
    baseUrl,
    makeRoute: () => route,
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
      const first = Array.isArray(choices) ? (choices[0] as { message?: { content?: unknown } }) : undefined;
      const content = first?.message?.content;
      if (typeof content === "string" && typeof (response as { model?: unknown }).model === "string") {
        return { generated_text: content };
      }
      throw new InferenceClientProviderOutputError(`Received malformed response from ${label} text generation API`);
    },
  });
}

const hasFirstChoiceText = (value: unknown) =>
  isObject(value) && Array.isArray(value.choices) && isString((value.choices[0] as { text?: unknown })?.text);

/** Text generation on `v1/completions`: `prompt` in, `choices[0].text` out. */
export function completionsHelper(
  provider: InferenceProvider,
  baseUrl: string,
  label: string,
  preparePayload: (params: BodyParams) => Record<string, unknown>,
): ProviderHelper<TextGenerationOutput> {
  return defineHelper({
    provider,
    task: "text-generation",
    baseUrl,
    makeRoute: () => "v1/completions",
    preparePayload,
    getResponse: async (response) => {
      if (hasFirstChoiceText(response)) {
        return { generated_text: (response as { choices: Array<{ text: string }> }).choices[0]?.text as string };
      }
      throw new InferenceClientProviderOutputError(`Received malformed response from ${label} text generation API`);
    },
  });
}

/** `max_new_tokens` renamed `max_tokens`, other parameters flat, `prompt` = inputs. */
export function completionsWithMaxTokens(params: BodyParams): Record<string, unknown> {
  const { inputs, parameters, ...rest } = params.args;
  const payload: Record<string, unknown> = { model: params.model, ...rest };
  if (parameters) {
    const { max_new_tokens, ...others } = parameters as Record<string, unknown>;
    Object.assign(payload, others, { max_tokens: max_new_tokens });
  }
  payload.prompt = inputs;
  return payload;
}

/** Every argument plus `model`, and `prompt` = inputs. */
export function completionsWithPrompt(params: BodyParams): Record<string, unknown> {
  return { model: params.model, ...params.args, prompt: params.args.inputs };
}

const isEmbeddingList = hasFields({ data: arrayOf(hasFields({ embedding: Array.isArray })) });

/** Embeddings on `v1/embeddings`: `input` in, `data[].embedding` out. */
export function embeddingsHelper(
  provider: InferenceProvider,
  baseUrl: string,
  label: string,
  preparePayload: (params: BodyParams) => Record<string, unknown> = (p) => ({ input: p.args.inputs, model: p.model }),
): ProviderHelper<FeatureExtractionOutput> {
  return defineHelper({
    provider,
    task: "feature-extraction",
    baseUrl,
    makeRoute: () => "v1/embeddings",
    preparePayload,
    getResponse: async (response) => {
      if (isEmbeddingList(response)) {
        return (response as { data: Array<{ embedding: number[] }> }).data.map((d) => d.embedding);
      }
      throw new InferenceClientProviderOutputError(`Received malformed response from ${label} API`);
    },
  });
}

/** An image answered as base64: per `outputType`, the whole JSON, a data URL, or a Blob. */
export function base64ImageOutput(
  response: unknown,
  base64: unknown,
  outputType: OutputType | undefined,
  malformed: string,
): Blob | string | Record<string, unknown> {
  if (typeof base64 !== "string") throw new InferenceClientProviderOutputError(malformed);
  if (outputType === "json") return { ...(response as Record<string, unknown>) };
  if (outputType === "url") return `data:image/jpeg;base64,${base64}`;
  return blobFromBase64(base64, "image/jpeg");
}

/** Text-to-image on `v1/images/generations` returning `data[0].b64_json`. */
export function imageGenerationsHelper(
  provider: InferenceProvider,
  label: string,
  baseUrl: string,
  responseFormat: string,
): ProviderHelper<Blob | string | Record<string, unknown>> {
  const malformed = `Received malformed response from ${label} text-to-image API`;
  return defineHelper({
    provider,
    task: "text-to-image",
    baseUrl,
    makeRoute: () => "v1/images/generations",
    preparePayload: (params) => ({
      ...flatParams(params.args),
      response_format: responseFormat,
      prompt: params.args.inputs,
      model: params.model,
    }),
    getResponse: async (response, _url, _headers, outputType) => {
      const first = isObject(response) && Array.isArray(response.data) ? response.data[0] : undefined;
      return base64ImageOutput(
        response,
        (first as { b64_json?: unknown } | undefined)?.b64_json,
        outputType,
        malformed,
      );
    },
  });
}
