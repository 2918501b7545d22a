// Sample Factory: trained agents are downloaded into a train_dir with the library's loader module.
import type { ModelData } from "../model-data";
import { shellQuote } from "./common";

export function snippets(model: ModelData): string[] {
  return [`python -m sample_factory.huggingface.load_from_hub -r ${shellQuote(model.id)} -d ./train_dir`];
}
