// TransformerLens: interpretability with hooks on every activation of a supported model.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install transformer_lens
from transformer_lens import HookedTransformer

model = HookedTransformer.from_pretrained(${pyString(model.id)})
logits, cache = model.run_with_cache("The Eiffel Tower is in")`,
  ];
}
