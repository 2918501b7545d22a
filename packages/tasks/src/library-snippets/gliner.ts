import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from gliner import GLiNER

model = GLiNER.from_pretrained(${pyString(model.id)})

text = "Steve Jobs founded Apple in Cupertino in 1976."
labels = ["person", "organization", "location", "date"]
entities = model.predict_entities(text, labels, threshold=0.5)
for entity in entities:
    print(entity["text"], "=>", entity["label"])`,
  ];
}
