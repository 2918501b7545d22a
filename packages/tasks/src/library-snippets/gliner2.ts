import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install gliner2
from gliner2 import GLiNER2

model = GLiNER2.from_pretrained(${pyString(model.id)})

text = "Marie Curie joined the University of Paris in 1906."
entities = model.extract_entities(text, ["person", "organization", "date"])
print(entities)`,
  ];
}
