// The raw HTTP request of a task on a provider: URL, body and how to read the answer. Templates for
// requests, fetch and curl only render it, so provider differences live here once.

import { quotedString } from "@inferkit/tasks";
import type { ChatTarget, HttpCall, ResultReader, SnippetContext } from "./context";
import type { SampleFile, TaskInput } from "./inputs";
import { joinPath, providerBase, ROUTER_CHAT_BASE, servesTask, taskUrl } from "./providers";
import { Code, type Value } from "./values";

type RequestContext = Omit<SnippetContext, "http" | "chat">;

const IMAGE_OUTPUT = "image.png";
const AUDIO_OUTPUT = "audio.flac";

/** The file's bytes as base64 text. */
function fileBase64(file: SampleFile): Code {
  const path = quotedString(file.path);
  return new Code(
    `base64.b64encode(open(${path}, "rb").read()).decode()`,
    `(await readFile(${path})).toString("base64")`,
  );
}

/** The file as a `data:` URL, which providers taking media URLs accept. */
function fileDataUrl(file: SampleFile): Code {
  const base64 = fileBase64(file);
  const prefix = `data:${file.mime};base64,`;
  return new Code(`"${prefix}" + ${base64.python}`, `\`${prefix}\${${base64.js}}\``);
}

/** Base URL of an OpenAI-compatible endpoint given as a server URL, `/v1` URL or full chat URL. */
function endpointChatBase(endpointUrl: string): string {
  const trimmed = endpointUrl.replace(/\/+$/, "").replace(/\/chat\/completions$/, "");
  return trimmed.endsWith("/v1") ? trimmed : `${trimmed}/v1`;
}

export function chatTarget(ctx: RequestContext): ChatTarget {
  const { model, provider, providerId, endpointUrl } = ctx;
  if (endpointUrl) return { baseUrl: endpointChatBase(endpointUrl), model: model.id };
  if (ctx.routed)
    return { baseUrl: ROUTER_CHAT_BASE, model: provider === "auto" ? model.id : `${model.id}:${provider}` };
  // OpenAI clients take the base the chat route hangs below.
  const chatUrl = taskUrl(provider, false, "conversational", providerId);
  return { baseUrl: chatUrl.replace(/\/chat\/completions$/, ""), model: providerId };
}

const json = (value: Record<string, Value>, result: ResultReader, url: string, headers = {}): HttpCall => ({
  url,
  headers: { "Content-Type": "application/json", ...headers },
  body: { kind: "json", value },
  result,
});

const textOf = (input: TaskInput): string => (input.kind === "text" || input.kind === "file-text" ? input.text : "");

/** hf-inference (and dedicated endpoints): `inputs` plus `parameters`, or the raw file. */
function hfInferenceCall(ctx: RequestContext, url: string): HttpCall {
  const { input } = ctx;
  const answer: ResultReader = { kind: "json" };
  switch (input.kind) {
    case "file":
      if (input.labels)
        return json({ inputs: fileBase64(input.file), parameters: { candidate_labels: input.labels } }, answer, url);
      return {
        url,
        headers: { "Content-Type": input.file.mime },
        body: { kind: "file", file: input.file },
        result: answer,
      };
    case "file-text":
      if (input.field === "question")
        return json({ inputs: { image: fileBase64(input.file), question: input.text } }, answer, url);
      return json(
        { inputs: fileBase64(input.file), parameters: { [input.field]: input.text } },
        { kind: "bytes", output: IMAGE_OUTPUT },
        url,
      );
    case "fields":
      return json({ inputs: input.fields }, answer, url);
    case "chat":
      return chatCall(ctx, input);
    case "text": {
      const parameters = input.labels ? { candidate_labels: input.labels } : undefined;
      return json({ inputs: input.text, parameters }, hfTextResult(ctx), url);
    }
  }
}

function hfTextResult({ template, model }: RequestContext): ResultReader {
  if (template === "textToImage") return { kind: "bytes", output: IMAGE_OUTPUT };
  // transformers speech/audio models answer audio bytes; other libraries answer JSON.
  if ((template === "textToSpeech" || template === "textToAudio") && model.library_name === "transformers")
    return { kind: "bytes", output: AUDIO_OUTPUT };
  return { kind: "json" };
}

const LORA_HOST = "https://huggingface.co";

function loraFields(ctx: RequestContext): { fal?: Value; replicate?: string } {
  const { mapping } = ctx;
  if (mapping?.adapter !== "lora" || !mapping.adapterWeightsPath) return {};
  const hfModelId = mapping.hfModelId ?? ctx.model.id;
  return {
    fal: [{ path: `${LORA_HOST}/${hfModelId}/resolve/main/${mapping.adapterWeightsPath}`, scale: 1 }],
    replicate: `${LORA_HOST}/${hfModelId}`,
  };
}

/** Third-party providers: each speaks its own API; undefined when one request cannot finish the task. */
function providerCall(ctx: RequestContext): HttpCall | undefined {
  const { provider, providerId, pipeline, input } = ctx;
  const model = providerId;
  const text = textOf(input);
  const key = `${provider}:${pipeline}`;
  if (!servesTask(provider, pipeline)) return undefined;
  const url = taskUrl(provider, ctx.routed, pipeline, model);
  switch (key) {
    case "featherless-ai:text-generation":
    case "deepinfra:text-generation":
    case "nebius:text-generation":
    case "ovhcloud:text-generation":
    case "scaleway:text-generation":
    case "together:text-generation":
      return json({ model, prompt: text }, { kind: "field", path: ["choices", 0, "text"] }, url);
    case "groq:text-generation":
    case "novita:text-generation":
    case "hyperbolic:text-generation":
      return json(
        { model, messages: [{ role: "user", content: text }] },
        { kind: "field", path: ["choices", 0, "message", "content"] },
        url,
      );
    case "deepinfra:feature-extraction":
    case "nebius:feature-extraction":
    case "sambanova:feature-extraction":
    case "scaleway:feature-extraction":
    case "together:feature-extraction":
      return json({ model, input: text }, { kind: "json" }, url);
    case "together:text-to-speech":
      // Together requires a voice; Kokoro's default is one of its own.
      return json(
        { model, input: text, voice: model.toLowerCase().includes("kokoro") ? "af_alloy" : undefined },
        { kind: "bytes", output: AUDIO_OUTPUT },
        url,
      );
    case "together:image-to-image": {
      if (input.kind !== "file-text") return undefined;
      // FLUX.1 Kontext takes one `image_url`; Together's other editors a list of `reference_images`.
      const kontext = /kontext/i.test(model) && /flux\.1/i.test(model);
      const image = fileDataUrl(input.file);
      return json(
        {
          model,
          prompt: text,
          ...(kontext ? { image_url: image } : { reference_images: [image] }),
          response_format: "base64",
        },
        { kind: "base64", path: ["data", 0, "b64_json"], output: IMAGE_OUTPUT },
        url,
      );
    }
    case "together:text-to-image":
      return json(
        { model, prompt: text, response_format: "base64" },
        { kind: "base64", path: ["data", 0, "b64_json"], output: IMAGE_OUTPUT },
        url,
      );
    case "deepinfra:text-to-image":
    case "nebius:text-to-image":
    case "nscale:text-to-image":
      return json(
        { model, prompt: text, response_format: "b64_json" },
        { kind: "base64", path: ["data", 0, "b64_json"], output: IMAGE_OUTPUT },
        url,
      );
    case "hyperbolic:text-to-image":
      return json(
        { model_name: model, prompt: text },
        { kind: "base64", path: ["images", 0, "image"], output: IMAGE_OUTPUT },
        url,
      );
    case "fal-ai:text-to-image":
      return json(
        { prompt: text, loras: loraFields(ctx).fal },
        { kind: "url", path: ["images", 0, "url"], output: IMAGE_OUTPUT },
        url,
      );
    case "fal-ai:text-to-speech":
      return json({ text }, { kind: "url", path: ["audio", "url"], output: AUDIO_OUTPUT }, url);
    // fal.run answers any app synchronously; music apps put their track in `audio_file`.
    case "fal-ai:text-to-audio":
      return json({ prompt: text }, { kind: "url", path: ["audio_file", "url"], output: AUDIO_OUTPUT }, url);
    case "fal-ai:automatic-speech-recognition":
      return input.kind === "file" ? json({ audio_url: fileDataUrl(input.file) }, { kind: "json" }, url) : undefined;
    case "deepinfra:text-to-speech":
      return json({ model, input: text }, { kind: "bytes", output: AUDIO_OUTPUT }, url);
    case "deepinfra:automatic-speech-recognition":
      return input.kind === "file" ? transcriptionCall(url, model, input.file) : undefined;
    case "replicate:text-to-image":
      return replicateCall(ctx, { prompt: text, lora_weights: loraFields(ctx).replicate }, IMAGE_OUTPUT);
    case "replicate:text-to-speech":
      return replicateCall(ctx, { text }, AUDIO_OUTPUT);
    case "replicate:image-to-image":
      return input.kind === "file-text"
        ? replicateCall(
            ctx,
            { input_image: fileDataUrl(input.file), prompt: text, lora_weights: loraFields(ctx).replicate },
            IMAGE_OUTPUT,
          )
        : undefined;
    case "zai-org:image-to-text":
      return input.kind === "file"
        ? json({ model, file: fileDataUrl(input.file) }, { kind: "field", path: ["md_results"] }, url)
        : undefined;
    case "replicate:automatic-speech-recognition":
      return input.kind === "file" ? replicateCall(ctx, { audio: fileDataUrl(input.file) }) : undefined;
    default:
      return undefined;
  }
}

/** OpenAI-style transcription: the audio uploaded as the form's `file`, the model as a field. */
const transcriptionCall = (url: string, model: string, file: SampleFile): HttpCall => ({
  url,
  headers: {},
  body: { kind: "form", fileField: "file", file, fields: { model } },
  result: { kind: "json" },
});

/** Replicate: `input` object; a `model:version` id goes to the versioned route. `Prefer: wait` answers when done. */
function replicateCall(ctx: RequestContext, input: Record<string, Value>, output?: string): HttpCall {
  const [name = "", version] = ctx.providerId.split(":");
  const url = version
    ? joinPath(providerBase("replicate", ctx.routed), "v1/predictions")
    : taskUrl("replicate", ctx.routed, ctx.pipeline, name);
  // Replicate models answer one URL or a list of them.
  const result: ResultReader = output ? { kind: "url", path: ["output"], output, mayBeList: true } : { kind: "json" };
  return json({ input, version }, result, url, { Prefer: "wait" });
}

/** Chat completion on an OpenAI-compatible route; the stream flag follows the options. */
function chatCall(ctx: RequestContext, input: Extract<TaskInput, { kind: "chat" }>): HttpCall {
  const target = chatTarget(ctx);
  return json(
    { model: target.model, messages: input.messages, ...input.config, stream: ctx.streaming },
    ctx.streaming ? { kind: "stream" } : { kind: "field", path: ["choices", 0, "message"] },
    `${target.baseUrl}/chat/completions`,
  );
}

/** The raw request of the task, or undefined when no single request finishes it. */
export function httpCall(ctx: RequestContext): HttpCall | undefined {
  if (ctx.input.kind === "chat") return chatCall(ctx, ctx.input);
  if (ctx.endpointUrl) return hfInferenceCall(ctx, ctx.endpointUrl);
  if (ctx.provider === "auto") return undefined;
  if (ctx.provider === "hf-inference")
    return hfInferenceCall(ctx, taskUrl("hf-inference", false, ctx.pipeline, ctx.providerId));
  return providerCall(ctx);
}
