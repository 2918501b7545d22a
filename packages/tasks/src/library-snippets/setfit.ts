// SetFit: few-shot text classifiers predict directly on raw strings.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from setfit import SetFitModel

model = SetFitModel.from_pretrained(${pyString(model.id)})
predictions = model.predict(["I loved the new Spider-Man movie!", "Pineapple on pizza is the worst."])`,
  ];
}
