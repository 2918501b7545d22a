// ZeroModels: pure Keras 3, so the backend is chosen through the environment before the import.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install -U zeromodels
import os

os.environ["KERAS_BACKEND"] = "jax"  # or "torch", "tensorflow"

from zeromodels import AutoZModel

# Picks the model class from the repository's model_type; task heads have their own
# AutoZM* loaders in zeromodels.auto.
model = AutoZModel.from_weights(${pyString(model.id)})`,
  ];
}
