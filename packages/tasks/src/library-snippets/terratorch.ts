// TerraTorch: geospatial foundation-model backbones from its registry.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from terratorch.registry import BACKBONE_REGISTRY

model = BACKBONE_REGISTRY.build(${pyString(model.id)})`,
  ];
}
