import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `import fasttext
from huggingface_hub import hf_hub_download

model = fasttext.load_model(hf_hub_download(${pyString(model.id)}, "model.bin"))`,
  ];
}
