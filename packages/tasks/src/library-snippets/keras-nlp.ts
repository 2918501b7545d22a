import type { ModelData } from "../model-data";
import { pyString } from "./common";

// KerasNLP became KerasHub; its presets load the same way from an hf:// URL.
export function snippets(model: ModelData): string[] {
  return [
    `import keras_nlp

tokenizer = keras_nlp.models.Tokenizer.from_preset(${pyString(`hf://${model.id}`)})
backbone = keras_nlp.models.Backbone.from_preset(${pyString(`hf://${model.id}`)})`,
  ];
}
