// pxia: its AutoModel resolves the architecture stored in the repository.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from pxia import AutoModel

model = AutoModel.from_pretrained(${pyString(model.id)})`,
  ];
}
