import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

const CHAT_TEMPLATE = "{% for message in messages %}{{ message.content }}{% endfor %}";

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
  modelRecord("MIT/ast-finetuned-audioset-10-10-0.4593", {
    pipeline_tag: "audio-classification",
    transformersInfo: { auto_model: "AutoModelForAudioClassification", processor: "AutoFeatureExtractor" },
  }),
  modelRecord("openai/clip-vit-base-patch32", {
    pipeline_tag: "zero-shot-image-classification",
    transformersInfo: { auto_model: "AutoModelForZeroShotImageClassification", processor: "AutoProcessor" },
  }),
  modelRecord("google/vit-base-patch16-224", {
    pipeline_tag: "image-classification",
    transformersInfo: { auto_model: "AutoModelForImageClassification", processor: "AutoImageProcessor" },
  }),
  modelRecord("org/unsupported-task", {
    pipeline_tag: "text-to-3d",
    transformersInfo: { auto_model: "AutoModel", processor: "AutoProcessor" },
  }),
  modelRecord("org/odd-classes", {
    pipeline_tag: "fill-mask",
    transformersInfo: { auto_model: "AutoModelForMaskedLM", processor: HOSTILE_ID },
  }),
  modelRecord("org/odd-auto-model", { transformersInfo: { auto_model: HOSTILE_ID } }),
];
