// mlx-image: image models for Apple silicon, created by name with hub weights.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install mlx-image
from mlxim.model import create_model

model = create_model(${pyString(model.id)})
model.eval()`,
  ];
}
