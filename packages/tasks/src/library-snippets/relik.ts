// ReLiK: entity linking and relation extraction in one call.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from relik import Relik

relik = Relik.from_pretrained(${pyString(model.id)})
relik_out = relik("Michael Jordan was one of the best players in the NBA.")`,
  ];
}
