// safetensors: weights load into a dict of tensors without running any code from the file.
import type { ModelData } from "../model-data";
import { pyString } from "./common";
import { fileWithExtension } from "./shared/code";

export function snippets(model: ModelData): string[] {
  const file = fileWithExtension(model, [".safetensors"]) ?? "model.safetensors";
  return [
    `# pip install safetensors torch huggingface_hub
from huggingface_hub import hf_hub_download
from safetensors.torch import load_file

state_dict = load_file(hf_hub_download(${pyString(model.id)}, ${pyString(file)}))
for name, tensor in state_dict.items():
    print(name, tuple(tensor.shape), tensor.dtype)`,
  ];
}
