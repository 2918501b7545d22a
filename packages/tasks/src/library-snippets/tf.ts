// TensorFlow: a SavedModel directory, loaded with its serving signatures.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install tensorflow huggingface_hub
import tensorflow as tf
from huggingface_hub import snapshot_download

model_dir = snapshot_download(${pyString(model.id)})
model = tf.saved_model.load(model_dir)
print(list(model.signatures.keys()))`,
  ];
}
