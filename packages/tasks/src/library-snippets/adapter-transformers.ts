import type { ModelData } from "../model-data";
import { BASE_MODEL_PLACEHOLDER, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const modelName = model.config?.adapter_transformers?.model_name;
  const baseModel = typeof modelName === "string" && modelName ? modelName : BASE_MODEL_PLACEHOLDER;
  return [
    `from adapters import AutoAdapterModel

model = AutoAdapterModel.from_pretrained(${pyString(baseModel)})
model.load_adapter(${pyString(model.id)}, set_active=True)`,
  ];
}
