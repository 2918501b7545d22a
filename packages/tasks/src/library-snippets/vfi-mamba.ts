// VFIMamba: video frame interpolation; the Model class comes from the repository's trainer module.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# Install from https://github.com/MCG-NJU/VFIMamba
from Trainer_finetune import Model

model = Model.from_pretrained(${pyString(model.id)})
model.eval()`,
  ];
}
