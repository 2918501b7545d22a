// timm: any hub model loads through the `hf_hub:` prefix of create_model.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `import timm

model = timm.create_model(${pyString(`hf_hub:${model.id}`)}, pretrained=True)`,
  ];
}
