import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from araclip import AraClip

model = AraClip.from_pretrained(${pyString(model.id)})`,
  ];
}
