// Nanotron: checkpoints are run with the generation script of the nanotron repository.
import type { ModelData } from "../model-data";
import { nameWithoutNamespace, shellSnippets } from "./common";

export function snippets(model: ModelData): string[] {
  return shellSnippets(model, (id) => {
    const checkpoint = `checkpoints/${nameWithoutNamespace(id)}`;
    return [
      `# From a clone of https://github.com/huggingface/nanotron
hf download ${id} --local-dir ${checkpoint}
torchrun --nproc_per_node=1 run_generate.py --ckpt-path ${checkpoint}`,
    ];
  });
}
