import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from bertopic import BERTopic

model = BERTopic.load(${pyString(model.id)})`,
  ];
}
