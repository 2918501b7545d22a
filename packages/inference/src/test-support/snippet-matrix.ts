// The snippet matrix shared by the parse, run and static-rule tests and the benchmark (not exported).
import { servesTask } from "../snippets/providers";
import { TEMPLATE_BY_PIPELINE } from "../snippets/tasks";
import type { InferenceProviderMappingEntry, SnippetModel, SnippetOptions } from "../snippets/types";
import { INFERENCE_PROVIDERS } from "../types";

/** A realistic public model per pipeline (ids as on the hub), conversational models tagged as such. */
const MODEL_IDS: Record<string, string> = {
  "audio-classification": "MIT/ast-finetuned-audioset-10-10-0.4593",
  "audio-to-audio": "speechbrain/sepformer-wham",
  "automatic-speech-recognition": "openai/whisper-large-v3",
  "document-question-answering": "impira/layoutlm-document-qa",
  "feature-extraction": "BAAI/bge-small-en-v1.5",
  "fill-mask": "google-bert/bert-base-uncased",
  "image-classification": "google/vit-base-patch16-224",
  "image-segmentation": "nvidia/segformer-b0-finetuned-ade-512-512",
  "image-text-to-image": "Qwen/Qwen-Image-Edit",
  "image-text-to-text": "Qwen/Qwen2.5-VL-7B-Instruct",
  "image-text-to-video": "Wan-AI/Wan2.2-TI2V-5B",
  "image-to-image": "timbrooks/instruct-pix2pix",
  "image-to-text": "Salesforce/blip-image-captioning-large",
  "image-to-video": "Wan-AI/Wan2.1-I2V-14B-720P",
  "object-detection": "facebook/detr-resnet-50",
  "question-answering": "deepset/roberta-base-squad2",
  "sentence-similarity": "sentence-transformers/all-MiniLM-L6-v2",
  summarization: "facebook/bart-large-cnn",
  "table-question-answering": "google/tapas-base-finetuned-wtq",
  "tabular-classification": "julien-c/wine-quality",
  "tabular-regression": "scikit-learn/Fish-Weight",
  "text-classification": "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
  "text-generation": "openai-community/gpt2",
  "text-ranking": "BAAI/bge-reranker-v2-m3",
  "text-to-audio": "facebook/musicgen-small",
  "text-to-image": "black-forest-labs/FLUX.1-dev",
  "text-to-speech": "hexgrad/Kokoro-82M",
  "text-to-video": "Wan-AI/Wan2.1-T2V-14B",
  "token-classification": "dslim/bert-base-NER",
  translation: "Helsinki-NLP/opus-mt-ru-en",
  "visual-question-answering": "dandelin/vilt-b32-finetuned-vqa",
  "zero-shot-classification": "facebook/bart-large-mnli",
  "zero-shot-image-classification": "openai/clip-vit-large-patch14",
};

const CHAT_MODEL_ID = "meta-llama/Llama-3.1-8B-Instruct";

export interface MatrixModel {
  /** Task the providers are matched on: the pipeline, or `conversational`. */
  task: string;
  model: SnippetModel;
}

/** One model per pipeline with a snippet template, plus a conversational text-generation model. */
export function matrixModels(): MatrixModel[] {
  const models: MatrixModel[] = Object.keys(TEMPLATE_BY_PIPELINE).map((pipeline) => {
    const chat = pipeline === "image-text-to-text";
    return {
      task: chat ? "conversational" : pipeline,
      model: {
        id: MODEL_IDS[pipeline] ?? `org/${pipeline}-model`,
        pipeline_tag: pipeline,
        tags: chat ? ["conversational"] : [],
        library_name: "transformers",
        mask_token: pipeline === "fill-mask" ? "[MASK]" : undefined,
      },
    };
  });
  models.push({
    task: "conversational",
    model: {
      id: CHAT_MODEL_ID,
      pipeline_tag: "text-generation",
      tags: ["conversational"],
      library_name: "transformers",
    },
  });
  return models;
}

/** Providers serving `task`, then the `auto` policy. */
export function providersFor(task: string): string[] {
  return [...INFERENCE_PROVIDERS.filter((name) => servesTask(name, task)), "auto"];
}

/** The provider-side id of a model: the hub id on hf-inference, a provider-style id elsewhere. */
export function mappingFor(provider: string, task: string, model: SnippetModel): InferenceProviderMappingEntry {
  const name = model.id.split("/").pop()?.toLowerCase() ?? model.id;
  // Black Forest Labs names models by a single path segment (e.g. flux-dev).
  const providerId =
    provider === "hf-inference" || provider === "auto"
      ? model.id
      : provider === "black-forest-labs"
        ? name
        : `${provider}-models/${name}`;
  return { provider, providerId, hfModelId: model.id, task, status: "live" };
}

export interface MatrixCase {
  model: SnippetModel;
  task: string;
  provider: string;
  mapping: InferenceProviderMappingEntry;
  options: SnippetOptions;
}

export const ENDPOINT_URL = "https://router.huggingface.co/hf-inference/models/org/dedicated-endpoint";

/** Every option combination: streaming × billTo × directRequest × endpointUrl (accessToken left to the env). */
export function optionVariants(): SnippetOptions[] {
  const variants: SnippetOptions[] = [];
  for (const streaming of [false, true])
    for (const billTo of [undefined, "acme-org"])
      for (const directRequest of [false, true])
        for (const endpointUrl of [undefined, ENDPOINT_URL])
          variants.push({ streaming, billTo, directRequest, endpointUrl });
  return variants;
}

/** The full matrix: every task × every provider serving it (and auto) × every option combination. */
export function snippetMatrix(): MatrixCase[] {
  const cases: MatrixCase[] = [];
  for (const { task, model } of matrixModels())
    for (const provider of providersFor(task))
      for (const options of optionVariants())
        cases.push({ model, task, provider, mapping: mappingFor(provider, task, model), options });
  return cases;
}
