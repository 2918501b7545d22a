import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `import mlx.core as mx
import cartesia_mlx as cmx

model = cmx.from_pretrained(${pyString(model.id)})
model.set_dtype(mx.float32)

prompt = "The first thing to know about tides is"
for text in model.generate(prompt, max_tokens=500, eval_every_n=5, verbose=True, top_p=0.99, temperature=0.85):
    print(text, end="", flush=True)`,
  ];
}
