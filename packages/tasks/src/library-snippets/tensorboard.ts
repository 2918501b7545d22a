// TensorBoard: the repository holds training logs; download them and browse them locally.
import type { ModelData } from "../model-data";
import { shellQuote } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `pip install -U tensorboard huggingface_hub
hf download ${shellQuote(model.id)} --local-dir ./runs
tensorboard --logdir ./runs`,
  ];
}
