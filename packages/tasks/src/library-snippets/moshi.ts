// Moshi: full-duplex speech dialogue, served with a web UI by the moshi package.
import type { ModelData } from "../model-data";
import { shellQuote } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `pip install -U moshi
# Then open http://localhost:8998 to talk with the model
python -m moshi.server --hf-repo ${shellQuote(model.id)}`,
  ];
}
