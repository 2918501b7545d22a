// Apps opened by a link that names the model. The id and file name come from the record, so they are
// percent-encoded into the link: a hostile id can add neither path segments, a query nor a fragment.
import type { ModelData } from "../model-data";
import { hasTag, isGgufModel, modelId } from "./conditions";

/**
 * The id as URL path segments (`org/model` stays two segments). An id with an empty or dot-only segment
 * is not a hub id; it becomes one encoded segment so URL parsing cannot resolve `..` in it.
 */
function idPath(model: ModelData): string {
  const id = modelId(model);
  const segments = id.split("/");
  const plain = segments.every((segment) => segment !== "" && segment !== "." && segment !== "..");
  return plain ? segments.map(encodeURIComponent).join("/") : encodeURIComponent(id);
}

/** A query value; `/` stays readable since it means nothing special there. */
function queryValue(text: string): string {
  return encodeURIComponent(text).replaceAll("%2F", "/");
}

function linkWithQuery(base: string, query: Record<string, string | undefined>): URL {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    typeof value === "string" ? [`${key}=${queryValue(value)}`] : [],
  );
  return new URL(`${base}?${pairs.join("&")}`);
}

export function lmStudioLink(model: ModelData, filepath: string | undefined): URL {
  return linkWithQuery("lmstudio://open_from_hf", { model: modelId(model), file: filepath || undefined });
}

export function unslothLink(model: ModelData, filepath: string | undefined): URL {
  const link = new URL("unsloth://open_from_hf");
  link.searchParams.set("model", modelId(model));
  if (typeof filepath === "string" && filepath) link.searchParams.set("file", filepath);
  return link;
}

export const janLink = (model: ModelData): URL => new URL(`jan://models/huggingface/${idPath(model)}`);

export const atomicChatLink = (model: ModelData): URL => new URL(`atomic-chat://models/huggingface/${idPath(model)}`);

export const backyardLink = (model: ModelData): URL => new URL(`https://backyard.ai/hf/model/${idPath(model)}`);

export const mstyLink = (model: ModelData): URL => new URL(`msty://models/search/hf/${idPath(model)}`);

export const recurseChatLink = (model: ModelData): URL =>
  linkWithQuery("recursechat://new-hf-gguf-model", { "hf-model-id": modelId(model) });

/** Jellybox files GGUF language models, image LoRAs and image models under different collections. */
export function jellyboxLink(model: ModelData): URL {
  const collection = isGgufModel(model)
    ? "llm/models/huggingface/LLM"
    : hasTag(model, "lora")
      ? "image/models/huggingface/ImageLora"
      : "image/models/huggingface/Image";
  return new URL(`jellybox://${collection}/${idPath(model)}`);
}

/** Draw Things imports a LoRA onto its current model, anything else as a whole pipeline. */
export function drawThingsLink(model: ModelData): URL {
  const loader = hasTag(model, "lora") ? "pipeline.load_lora_weights" : "pipeline.from_pretrained";
  return linkWithQuery(`https://drawthings.ai/import/diffusers/${loader}`, { repo_id: modelId(model) });
}

export const diffusionBeeLink = (model: ModelData): URL =>
  linkWithQuery("https://diffusionbee.com/huggingface_import", { model_id: modelId(model) });

export const joyFusionLink = (model: ModelData): URL =>
  linkWithQuery("https://joyfusion.app/import_from_hf", { repo_id: modelId(model) });
