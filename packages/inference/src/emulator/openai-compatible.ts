// OpenAI-compatible endpoints (chat completions, completions, embeddings, image generations), shared by every
// provider that speaks that dialect, and a factory for providers that speak nothing else.
import type { DirectAuth, EmulatedApi, Route } from "./api";
import { type Call, isObject, type JsonObject } from "./call";
import { needString, optional, type Problem, readJson, reject, textOf } from "./check";
import { type ErrorStyle, openAiError } from "./errors";
import { echo, embedding, newId, nowSeconds } from "./fake";
import { base64Of, mediaUrl } from "./media";
import { sendSse } from "./sse";

const ROLES = new Set(["system", "developer", "user", "assistant", "tool"]);

function messagesProblem(messages: unknown): Problem {
  if (!Array.isArray(messages) || messages.length === 0) return "messages is required and must be a non-empty array";
  for (const [i, message] of messages.entries()) {
    if (!isObject(message) || typeof message.role !== "string" || !ROLES.has(message.role))
      return `messages[${i}].role must be one of ${[...ROLES].join(", ")}`;
    const content = message.content;
    const ok =
      typeof content === "string" ||
      (Array.isArray(content) && content.every((part) => isObject(part) && typeof part.type === "string")) ||
      (message.role === "assistant" && (content === null || content === undefined));
    if (!ok) return `messages[${i}].content must be a string or an array of content parts`;
  }
  return undefined;
}

/** A JSON value that fits a (simple) JSON schema, for structured-output requests. */
function sampleOf(schema: unknown): unknown {
  if (!isObject(schema)) return {};
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case "string":
      return "emulated";
    case "number":
    case "integer":
      return 1;
    case "boolean":
      return true;
    case "array":
      return [sampleOf(schema.items)];
    default: {
      const properties = isObject(schema.properties) ? schema.properties : {};
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sampleOf(value)]));
    }
  }
}

function replyText(body: JsonObject): string {
  const format = isObject(body.response_format) ? body.response_format : undefined;
  if (format?.type === "json_object") return "{}";
  if (format?.type === "json_schema") {
    const spec = isObject(format.json_schema) ? format.json_schema : format;
    return JSON.stringify(sampleOf(spec.schema ?? body.guided_json));
  }
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const lastUser = [...messages].reverse().find((m) => isObject(m) && m.role === "user");
  return echo("reply", textOf(isObject(lastUser) ? lastUser.content : ""));
}

/** Splits text into word-sized pieces (each keeps its leading space) and applies max_tokens. */
function pieces(text: string, maxTokens: unknown): { parts: string[]; finish: "stop" | "length" } {
  const words = text.match(/\s*\S+/g) ?? [text];
  const limit = typeof maxTokens === "number" && maxTokens > 0 ? maxTokens : Number.POSITIVE_INFINITY;
  return words.length > limit ? { parts: words.slice(0, limit), finish: "length" } : { parts: words, finish: "stop" };
}

function usage(prompt: unknown, completionParts: number) {
  const promptTokens = Math.max(1, textOf(prompt).split(/\s+/).filter(Boolean).length);
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionParts,
    total_tokens: promptTokens + completionParts,
  };
}

export interface ChatOptions {
  /** TGI-style endpoints carry the model in the URL and do not require it in the body. */
  modelInUrl?: string;
  /** Provider-specific payload rules (structured output dialects). */
  check?: (body: JsonObject) => Problem;
}

export async function chatCompletions(call: Call, options: ChatOptions = {}): Promise<void> {
  const body = readJson(call);
  if (!body) return;
  const modelProblem = options.modelInUrl === undefined ? needString(body, "model") : optional(body, "model", "string");
  if (
    reject(
      call,
      modelProblem,
      messagesProblem(body.messages),
      optional(body, "stream", "boolean"),
      options.check?.(body),
    )
  )
    return;
  const model = String(body.model ?? options.modelInUrl);
  const { parts, finish } = pieces(replyText(body), body.max_tokens ?? body.max_completion_tokens);
  const base = { id: newId("chatcmpl-"), created: nowSeconds(), model, system_fingerprint: "emulator" };
  const tokens = usage(body.messages, parts.length);
  if (body.stream !== true) {
    call.json(200, {
      ...base,
      object: "chat.completion",
      choices: [
        { index: 0, message: { role: "assistant", content: parts.join("") }, logprobs: null, finish_reason: finish },
      ],
      usage: tokens,
    });
    return;
  }
  const chunk = (delta: JsonObject, finishReason: string | null) => ({
    ...base,
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  });
  const events: unknown[] = [
    chunk({ role: "assistant", content: "" }, null),
    ...parts.map((part) => chunk({ content: part }, null)),
    chunk({}, finish),
  ];
  const streamOptions = isObject(body.stream_options) ? body.stream_options : {};
  if (streamOptions.include_usage === true)
    events.push({ ...base, object: "chat.completion.chunk", choices: [], usage: tokens });
  await sendSse(call, events);
}

export async function completions(call: Call): Promise<void> {
  const body = readJson(call);
  if (!body) return;
  if (reject(call, needString(body, "model"), needString(body, "prompt"), optional(body, "stream", "boolean"))) return;
  const { parts, finish } = pieces(echo("completion", body.prompt), body.max_tokens);
  const base = { id: newId("cmpl-"), object: "text_completion", created: nowSeconds(), model: body.model };
  const choice = (text: string, finishReason: string | null) => ({
    index: 0,
    text,
    logprobs: null,
    finish_reason: finishReason,
  });
  if (body.stream !== true) {
    call.json(200, { ...base, choices: [choice(parts.join(""), finish)], usage: usage(body.prompt, parts.length) });
    return;
  }
  await sendSse(call, [
    ...parts.map((part) => ({ ...base, choices: [choice(part, null)] })),
    { ...base, choices: [choice("", finish)] },
  ]);
}

export function embeddings(call: Call): void {
  const body = readJson(call);
  if (!body) return;
  const input = body.input;
  const inputs = Array.isArray(input) ? input : [input];
  const valid = inputs.length > 0 && inputs.every((item) => typeof item === "string" && item.length > 0);
  if (
    reject(call, needString(body, "model"), valid ? undefined : "input must be a non-empty string or array of strings")
  )
    return;
  call.json(200, {
    object: "list",
    model: body.model,
    data: inputs.map((item, index) => ({ object: "embedding", index, embedding: embedding(String(item)) })),
    usage: usage(inputs, 0),
  });
}

export interface ImageOptions {
  /** Field naming the model (Hyperbolic uses model_name). */
  modelField?: string;
}

export function imageGenerations(call: Call, options: ImageOptions = {}): void {
  const body = readJson(call);
  if (!body) return;
  if (reject(call, needString(body, options.modelField ?? "model"), needString(body, "prompt"))) return;
  const inline = body.response_format === "b64_json" || body.response_format === "base64";
  const image = inline ? { b64_json: base64Of("image") } : { url: mediaUrl(call.host, "image") };
  call.json(200, { created: nowSeconds(), data: [{ ...image, revised_prompt: body.prompt }] });
}

export type OpenAiEndpoint = "chat" | "completions" | "embeddings" | "images";

const ENDPOINT_PATHS: Record<OpenAiEndpoint, string> = {
  chat: "/chat/completions",
  completions: "/completions",
  embeddings: "/embeddings",
  images: "/images/generations",
};

/** Routes for the OpenAI-compatible endpoints under `prefix` (e.g. "/v1"). */
export function openAiRoutes(
  prefix: string,
  endpoints: readonly OpenAiEndpoint[],
  check?: ChatOptions["check"],
): Route[] {
  const handlers: Record<OpenAiEndpoint, Route["handle"]> = {
    chat: (call) => chatCompletions(call, check ? { check } : {}),
    completions,
    embeddings,
    images: (call) => imageGenerations(call),
  };
  return endpoints.map((endpoint) => ({
    method: "POST",
    path: new RegExp(`^${prefix}${ENDPOINT_PATHS[endpoint]}$`),
    handle: handlers[endpoint],
  }));
}

export interface OpenAiProviderConfig {
  id: string;
  directHosts: readonly string[];
  prefix: string;
  endpoints: readonly OpenAiEndpoint[];
  errorStyle?: ErrorStyle;
  directAuth?: DirectAuth;
  routed?: boolean;
  check?: ChatOptions["check"];
  extraRoutes?: readonly Route[];
}

/** A provider whose API is the OpenAI dialect under one prefix. */
export function openAiCompatibleProvider(config: OpenAiProviderConfig): EmulatedApi {
  return {
    id: config.id,
    directHosts: config.directHosts,
    directAuth: config.directAuth ?? "Bearer",
    routed: config.routed ?? true,
    errorStyle: config.errorStyle ?? openAiError,
    routes: [...openAiRoutes(config.prefix, config.endpoints, config.check), ...(config.extraRoutes ?? [])],
  };
}
