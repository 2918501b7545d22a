// Segmentation Models PyTorch: saved models rebuild their architecture from the hub config.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install segmentation-models-pytorch
import segmentation_models_pytorch as smp

model = smp.from_pretrained(${pyString(model.id)}).eval()`,
  ];
}
