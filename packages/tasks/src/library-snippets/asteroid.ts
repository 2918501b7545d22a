import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from asteroid.models import BaseModel

model = BaseModel.from_pretrained(${pyString(model.id)})`,
  ];
}
