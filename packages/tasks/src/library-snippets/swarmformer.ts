// SwarmFormer: token-cluster transformer for text classification.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from swarmformer import SwarmFormerModel

model = SwarmFormerModel.from_pretrained(${pyString(model.id)})`,
  ];
}
