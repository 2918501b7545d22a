import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  return [
    `# Option 1: with transformers
from transformers import AutoModelForImageSegmentation

birefnet = AutoModelForImageSegmentation.from_pretrained(${id}, trust_remote_code=True)`,
    `# Option 2: with the BiRefNet code (https://github.com/ZhengPeng7/BiRefNet)
from models.birefnet import BiRefNet

model = BiRefNet.from_pretrained(${id})`,
  ];
}
