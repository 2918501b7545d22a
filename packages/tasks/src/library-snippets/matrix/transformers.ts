import type { ModelData } from "../../model-data";
import type { PipelineType } from "../../pipelines";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

const CHAT_TEMPLATE = "{% for message in messages %}{{ message.content }}{% endfor %}";

/** A model of one pipeline task, loaded with `autoModel` and `processor`. */
function taskRecord(id: string, task: PipelineType, autoModel: string, processor: string): ModelData {
  return modelRecord(id, { pipeline_tag: task, transformersInfo: { auto_model: autoModel, processor } });
}

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/no-transformers-info")),
  ...withHostileTwin(
    modelRecord("meta-llama/Llama-3.2-1B-Instruct", {
      pipeline_tag: "text-generation",
      tags: ["conversational", "custom_code"],
      config: { tokenizer_config: { chat_template: CHAT_TEMPLATE } },
      transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
    }),
  ),
  modelRecord("org/conversational-without-template", {
    pipeline_tag: "text-generation",
    tags: ["conversational"],
    transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
  }),
  ...withHostileTwin(
    modelRecord("Qwen/Qwen2.5-VL-3B-Instruct", {
      pipeline_tag: "image-text-to-text",
      tags: ["conversational", "image-text-to-text"],
      config: { processor_config: { chat_template: CHAT_TEMPLATE } },
      transformersInfo: { auto_model: "AutoModelForImageTextToText", processor: "AutoProcessor" },
    }),
  ),
  modelRecord("org/jinja-file-template", {
    tags: ["conversational"],
    config: { chat_template_jinja: CHAT_TEMPLATE },
    transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
  }),
  modelRecord("org/named-templates", {
    pipeline_tag: "text-generation",
    tags: ["conversational"],
    config: { tokenizer_config: { chat_template: [{ name: "default", template: CHAT_TEMPLATE }] } },
    transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
  }),
  ...withHostileTwin(
    modelRecord("sentence-transformers/all-MiniLM-L6-v2", {
      pipeline_tag: "feature-extraction",
      transformersInfo: { auto_model: "AutoModel" },
    }),
  ),
  taskRecord(
    "MIT/ast-finetuned-audioset-10-10-0.4593",
    "audio-classification",
    "AutoModelForAudioClassification",
    "AutoFeatureExtractor",
  ),
  taskRecord(
    "openai/clip-vit-base-patch32",
    "zero-shot-image-classification",
    "AutoModelForZeroShotImageClassification",
    "AutoProcessor",
  ),
  taskRecord(
    "google/vit-base-patch16-224",
    "image-classification",
    "AutoModelForImageClassification",
    "AutoImageProcessor",
  ),
  taskRecord("org/unsupported-task", "text-to-3d", "AutoModel", "AutoProcessor"),
  modelRecord("org/odd-classes", {
    pipeline_tag: "fill-mask",
    transformersInfo: { auto_model: "AutoModelForMaskedLM", processor: HOSTILE_ID },
  }),
  modelRecord("org/odd-auto-model", { transformersInfo: { auto_model: HOSTILE_ID } }),
];
