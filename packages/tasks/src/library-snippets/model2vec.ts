// Model2Vec: static embeddings distilled from a sentence transformer.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from model2vec import StaticModel

model = StaticModel.from_pretrained(${pyString(model.id)})
embeddings = model.encode(["It's dangerous to go alone!", "It's a secret to everybody."])`,
  ];
}
