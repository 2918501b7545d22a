import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from bm25s.hf import BM25HF

retriever = BM25HF.load_from_hub(${pyString(model.id)})`,
  ];
}
