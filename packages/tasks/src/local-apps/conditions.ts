// Which models each app can run, read from a hub model record. Records come from strangers and are
// typed only by promise, so every field is checked before use: an odd shape means "no", never a throw.
import type { ModelData } from "../model-data";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

/** The record's tags that are strings; anything else the list holds is ignored. */
function tagsOf(model: ModelData): string[] {
  const tags: unknown = field(model, "tags");
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === "string") : [];
}

export function hasTag(model: ModelData, tag: string): boolean {
  return tagsOf(model).includes(tag);
}

/** The repository id, or "" when the record has none (the caller still gets a well-formed command or link). */
export function modelId(model: ModelData): string {
  const id: unknown = field(model, "id");
  return typeof id === "string" ? id : "";
}

function pipelineIs(model: ModelData, ...pipelines: string[]): boolean {
  const tag: unknown = field(model, "pipeline_tag");
  return typeof tag === "string" && pipelines.includes(tag);
}

function libraryIs(model: ModelData, library: string): boolean {
  return field(model, "library_name") === library;
}

// Quantisation schemes that vLLM and SGLang load from a transformers-style repository.
const SERVER_QUANT_METHODS = ["awq", "gptq", "aqlm", "marlin"];

function hasServerQuantisation(model: ModelData): boolean {
  const method = field(field(field(model, "config"), "quantization_config"), "quant_method");
  return typeof method === "string" && SERVER_QUANT_METHODS.includes(method);
}

/** llama.cpp and its kin need GGUF files; the hub reports a context length for repositories that have them. */
export function isGgufModel(model: ModelData): boolean {
  const contextLength = field(field(model, "gguf"), "context_length");
  return typeof contextLength === "number" && contextLength > 0;
}

export function isMlxModel(model: ModelData): boolean {
  return hasTag(model, "mlx");
}

export function isTgiModel(model: ModelData): boolean {
  return hasTag(model, "text-generation-inference");
}

function isLanguageModel(model: ModelData): boolean {
  return pipelineIs(model, "text-generation", "image-text-to-text");
}

/** SGLang serves quantised and transformers checkpoints of language models. */
export function isSglangModel(model: ModelData): boolean {
  return (hasServerQuantisation(model) || hasTag(model, "transformers")) && isLanguageModel(model);
}

/** vLLM serves what SGLang does and also reads GGUF files. */
export function isVllmModel(model: ModelData): boolean {
  return (
    (hasServerQuantisation(model) || hasTag(model, "transformers") || isGgufModel(model)) && isLanguageModel(model)
  );
}

export function isDockerModelRunnerModel(model: ModelData): boolean {
  return isGgufModel(model) || isVllmModel(model);
}

export function isMlxLanguageModel(model: ModelData): boolean {
  return isMlxModel(model) && pipelineIs(model, "text-generation");
}

export function isGgufOrMlxModel(model: ModelData): boolean {
  return isGgufModel(model) || isMlxModel(model);
}

export function isUnslothModel(model: ModelData): boolean {
  return hasTag(model, "unsloth") || isGgufModel(model);
}

/** Models built for AMD Ryzen AI NPUs, alone or beside the GPU. */
export function isRyzenAiModel(model: ModelData): boolean {
  return hasTag(model, "ryzenai-npu") || hasTag(model, "ryzenai-hybrid");
}

export function isLemonadeModel(model: ModelData): boolean {
  return isGgufModel(model) || isRyzenAiModel(model);
}

/** The chat template, looked up where the hub puts it: GGUF metadata first, then the repository's files. */
function chatTemplate(model: ModelData): string | undefined {
  const config = field(model, "config");
  const candidates = [
    field(field(model, "gguf"), "chat_template"),
    field(config, "chat_template_jinja"),
    field(field(config, "tokenizer_config"), "chat_template"),
  ];
  for (const candidate of candidates) {
    if (candidate === undefined || candidate === null) continue;
    if (typeof candidate === "string") return candidate;
    // tokenizer_config may list named templates; the first one is the default.
    const first = Array.isArray(candidate) ? field(candidate[0], "template") : undefined;
    return typeof first === "string" ? first : undefined;
  }
  return undefined;
}

/** Coding agents need a local chat model whose template knows about tools. */
export function isToolCallingAgentModel(model: ModelData): boolean {
  return (
    isGgufOrMlxModel(model) && hasTag(model, "conversational") && (chatTemplate(model)?.includes("tools") ?? false)
  );
}

export function isDiffusersModel(model: ModelData): boolean {
  return libraryIs(model, "diffusers");
}

export function isTextToImageModel(model: ModelData): boolean {
  return pipelineIs(model, "text-to-image");
}

/** Jellybox loads diffusers image models or LoRAs saved as safetensors, besides GGUF language models. */
export function isJellyboxModel(model: ModelData): boolean {
  return (
    isGgufModel(model) ||
    (isDiffusersModel(model) && hasTag(model, "safetensors") && (isTextToImageModel(model) || hasTag(model, "lora")))
  );
}

export function isDrawThingsModel(model: ModelData): boolean {
  return isDiffusersModel(model) && (isTextToImageModel(model) || hasTag(model, "lora"));
}

export function isDiffusionBeeModel(model: ModelData): boolean {
  return isDiffusersModel(model) && isTextToImageModel(model);
}

/** JoyFusion imports Core ML text-to-image models published for it. */
export function isJoyFusionModel(model: ModelData): boolean {
  return hasTag(model, "coreml") && hasTag(model, "joyfusion") && isTextToImageModel(model);
}
