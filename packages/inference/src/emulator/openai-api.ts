// OpenAI-compatible endpoints (completions, embeddings, image generations, speech and transcriptions; chat lives
// in chat-completions),
// shared by every provider that speaks that dialect, and a factory for providers that speak nothing else.
import { CONVERSATIONAL_ROUTES, type ProviderFacts, type RouteTable } from "../providers/facts";
import { type EmulatedApi, fromFacts, type Route } from "./api";
import { type ChatOptions, chatCompletions } from "./chat-completions";
import { needModel, needString, optional, readJson, reject } from "./check";
import type { EmulatedRequest } from "./emulated-request";
import { type ErrorStyle, openAiError } from "./errors";
import { echo, embedding, newId, nowSeconds, splitTokens, tokenUsage } from "./fake";
import { base64Of, MEDIA, mediaUrl, sniffMedia } from "./media";
import { readForm } from "./multipart";
import { sendSse } from "./sse";

/** Text completions; TGI-style endpoints pass `modelInUrl` and do not require a model in the body. */
export async function completions(call: EmulatedRequest, modelInUrl?: string): Promise<void> {
  const body = readJson(call);
  if (!body) return;
  const modelProblem = needModel(body, modelInUrl === undefined);
  if (reject(call, modelProblem, needString(body, "prompt"), optional(body, "stream", "boolean"))) return;
  const { parts, finish } = splitTokens(echo("completion", body.prompt), body.max_tokens);
  const model = body.model ?? modelInUrl;
  const base = { id: newId("cmpl-"), object: "text_completion", created: nowSeconds(), model };
  const choice = (text: string, finishReason: string | null) => ({
    index: 0,
    text,
    logprobs: null,
    finish_reason: finishReason,
  });
  if (body.stream !== true) {
    call.json(200, {
      ...base,
      choices: [choice(parts.join(""), finish)],
      usage: tokenUsage(body.prompt, parts.length),
    });
    return;
  }
  await sendSse(call, [
    ...parts.map((part) => ({ ...base, choices: [choice(part, null)] })),
    { ...base, choices: [choice("", finish)] },
  ]);
}

function embeddings(call: EmulatedRequest): void {
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
    usage: tokenUsage(inputs, 0),
  });
}

function imageGenerations(call: EmulatedRequest): void {
  const body = readJson(call);
  if (!body) return;
  if (reject(call, needString(body, "model"), needString(body, "prompt"))) return;
  const inline = body.response_format === "b64_json" || body.response_format === "base64";
  const image = inline ? { b64_json: base64Of("image") } : { url: mediaUrl(call.host, "image") };
  call.json(200, { created: nowSeconds(), data: [{ ...image, revised_prompt: body.prompt }] });
}

/** Text to speech: JSON in, the audio itself out. */
function speech(call: EmulatedRequest): void {
  const body = readJson(call);
  if (!body) return;
  if (reject(call, needModel(body, true), needString(body, "input"))) return;
  call.bytes(200, MEDIA.audio.contentType, MEDIA.audio.bytes);
}

/** Speech to text: the audio uploaded as the form's `file`, the model and options as fields. */
function transcriptions(call: EmulatedRequest): void {
  const form = readForm(call);
  if (!form) return;
  const file = form.files.file;
  const sniffed = file && sniffMedia(file.bytes);
  const audio = sniffed === "audio" || sniffed === "video";
  const fileProblem = !file ? "file is required" : audio ? undefined : "Could not decode the uploaded file as audio";
  if (reject(call, fileProblem, needModel(form.fields, true))) return;
  const text = echo("transcription", file?.filename);
  // Segments with timings come only in the verbose format, as on OpenAI's API.
  const segments = [{ id: 0, start: 0, end: 0.1, text }];
  call.json(200, form.fields.response_format === "verbose_json" ? { text, language: "en", segments } : { text });
}

type OpenAiEndpoint = "chat" | "completions" | "embeddings" | "images" | "speech" | "transcriptions";

const ENDPOINT_PATHS: Record<OpenAiEndpoint, string> = {
  chat: "/chat/completions",
  completions: "/completions",
  embeddings: "/embeddings",
  images: "/images/generations",
  speech: "/audio/speech",
  transcriptions: "/audio/transcriptions",
};

/** Routes for the OpenAI-compatible endpoints under `prefix` (e.g. "/v1"). */
function openAiRoutes(prefix: string, endpoints: readonly OpenAiEndpoint[], check?: ChatOptions["check"]): Route[] {
  const handlers: Record<OpenAiEndpoint, Route["handle"]> = {
    chat: (call) => chatCompletions(call, check ? { check } : {}),
    completions: (call) => completions(call),
    embeddings,
    images: imageGenerations,
    speech,
    transcriptions,
  };
  return endpoints.map((endpoint) => ({
    method: "POST",
    path: new RegExp(`^${prefix}${ENDPOINT_PATHS[endpoint]}$`),
    handle: handlers[endpoint],
  }));
}

interface OpenAiApiConfig {
  facts: ProviderFacts;
  /** Hosts the provider also answers on besides its facts' base URL. */
  otherHosts?: readonly string[];
  endpoints: readonly OpenAiEndpoint[];
  errorStyle?: ErrorStyle;
  check?: ChatOptions["check"];
  extraRoutes?: readonly Route[];
}

/** A provider whose API is the OpenAI dialect below the base of its facts' chat route (e.g. "/v1"). */
export function openAiApi(config: OpenAiApiConfig): EmulatedApi {
  const chatRoutes: RouteTable = CONVERSATIONAL_ROUTES;
  const chatRoute = chatRoutes[config.facts.id] ?? "v1/chat/completions";
  const prefix = `/${chatRoute.replace(/\/chat\/completions$/, "")}`;
  return {
    ...fromFacts(config.facts, config.otherHosts),
    errorStyle: config.errorStyle ?? openAiError,
    routes: [...openAiRoutes(prefix, config.endpoints, config.check), ...(config.extraRoutes ?? [])],
  };
}
