// CollectorVision: one ONNX checkpoint per repository, either a card-corner detector or an embedder.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install git+https://github.com/HanClinto/CollectorVision huggingface_hub
import collector_vision as cvg
from huggingface_hub import hf_hub_download

checkpoint = hf_hub_download(repo_id=${pyString(model.id)}, filename="model.onnx")

# Use the class that matches what this checkpoint was trained for:
detector = cvg.NeuralCornerDetector(checkpoint)  # finds the corners of a card in a photo
embedder = cvg.NeuralEmbedder(checkpoint)  # maps a card image to a vector for look-up`,
  ];
}
