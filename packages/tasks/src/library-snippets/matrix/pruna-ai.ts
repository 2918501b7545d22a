import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

const pro = (record: ModelData): ModelData => ({ ...record, tags: [...record.tags, "pruna_pro-ai"] });

const diffusersRecords: ModelData[] = [
  modelRecord("PrunaAI/FLUX.1-schnell-smashed", { tags: ["diffusers"] }),
  modelRecord("PrunaAI/sd-inpainting-smashed", { tags: ["diffusers", "StableDiffusionInpaintPipeline"] }),
  modelRecord("PrunaAI/controlnet-smashed", {
    tags: ["diffusers", "controlnet"],
    cardData: { base_model: "runwayml/stable-diffusion-v1-5" },
  }),
  modelRecord("PrunaAI/lora-smashed", { tags: ["diffusers", "lora"], pipeline_tag: "image-to-image" }),
  modelRecord("PrunaAI/flux-fill-smashed", { tags: ["diffusers", "FluxFillPipeline"] }),
  modelRecord("PrunaAI/ti-smashed", { tags: ["diffusers", "textual_inversion"] }),
];

const transformersRecords: ModelData[] = [
  modelRecord("PrunaAI/Llama-3.2-1B-Instruct-smashed", {
    pipeline_tag: "text-generation",
    tags: ["transformers", "conversational"],
    config: { tokenizer_config: { chat_template: "{{ messages }}" } },
    transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
  }),
  modelRecord("PrunaAI/bert-smashed", { tags: ["transformers"], transformersInfo: { auto_model: "AutoModel" } }),
  modelRecord("PrunaAI/no-info-smashed", { tags: ["transformers"] }),
];

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("PrunaAI/plain-smashed")),
  ...[...diffusersRecords, ...transformersRecords].flatMap(withHostileTwin),
  ...[modelRecord("PrunaAI/plain-smashed"), ...diffusersRecords, ...transformersRecords].map(pro),
];
