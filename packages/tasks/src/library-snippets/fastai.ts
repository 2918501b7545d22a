import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from huggingface_hub import from_pretrained_fastai

learn = from_pretrained_fastai(${pyString(model.id)})`,
  ];
}
