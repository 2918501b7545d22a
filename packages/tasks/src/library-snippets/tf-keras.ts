// TF-Keras: legacy Keras 2 models, loaded through huggingface_hub's Keras mixin.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# Needs the legacy Keras 2 API: pip install tf-keras (or keras<3)
# About the package: https://github.com/keras-team/tf-keras
from huggingface_hub import from_pretrained_keras

model = from_pretrained_keras(${pyString(model.id)})`,
  ];
}
