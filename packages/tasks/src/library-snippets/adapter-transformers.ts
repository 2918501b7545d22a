import type { ModelData } from "../model-data";
import { pyString } from "./common";

/** Shown when config.json does not name the model the adapter was trained on. */
const BASE_MODEL_PLACEHOLDER = "fill-in-base-model";

export function snippets(model: ModelData): string[] {
  const baseModel = model.config?.adapter_transformers?.model_name || BASE_MODEL_PLACEHOLDER;
  return [
    `from adapters import AutoAdapterModel

model = AutoAdapterModel.from_pretrained(${pyString(baseModel)})
model.load_adapter(${pyString(model.id)}, set_active=True)`,
  ];
}
