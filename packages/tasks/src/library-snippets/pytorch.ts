// PyTorch: a saved state dict, loaded with weights_only so the file cannot run code.
import type { ModelData } from "../model-data";
import { pyString } from "./common";
import { fileWithExtension } from "./shared/code";

export function snippets(model: ModelData): string[] {
  const file = fileWithExtension(model, [".pt", ".pth", ".bin"]) ?? "pytorch_model.bin";
  return [
    `# pip install torch huggingface_hub
import torch
from huggingface_hub import hf_hub_download

state_dict = torch.load(hf_hub_download(${pyString(model.id)}, ${pyString(file)}), map_location="cpu", weights_only=True)
# Build the model class from its own code, then: model.load_state_dict(state_dict)`,
  ];
}
