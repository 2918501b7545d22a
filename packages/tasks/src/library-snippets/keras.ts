import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# Keras 3 runs on "jax", "torch" or "tensorflow"; pick one before importing keras.
import os
os.environ["KERAS_BACKEND"] = "jax"

import keras

model = keras.saving.load_model(${pyString(`hf://${model.id}`)})`,
  ];
}
