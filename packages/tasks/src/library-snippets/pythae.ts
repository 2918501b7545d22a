// pythae: generative autoencoders saved with their training configuration.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from pythae.models import AutoModel

model = AutoModel.load_from_hf_hub(${pyString(model.id)})`,
  ];
}
