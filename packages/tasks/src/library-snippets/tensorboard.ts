// TensorBoard: the repository holds training logs; download them and browse them locally.
import type { ModelData } from "../model-data";
import { shellSnippets } from "./common";

export function snippets(model: ModelData): string[] {
  return shellSnippets(model, (id) => [
    `pip install -U tensorboard huggingface_hub
hf download ${id} --local-dir ./runs
tensorboard --logdir ./runs`,
  ]);
}
