// ONNX: the model file runs with ONNX Runtime; its inputs are listed by the session.
import type { ModelData } from "../model-data";
import { pyString } from "./common";
import { fileWithExtension } from "./shared/code";

export function snippets(model: ModelData): string[] {
  const file = fileWithExtension(model, [".onnx"]) ?? "model.onnx";
  return [
    `# pip install onnxruntime huggingface_hub
import onnxruntime as ort
from huggingface_hub import hf_hub_download

model_path = hf_hub_download(${pyString(model.id)}, ${pyString(file)})
session = ort.InferenceSession(model_path)

# Feed a dict of numpy arrays named like these inputs to session.run(None, inputs)
for model_input in session.get_inputs():
    print(model_input.name, model_input.shape, model_input.type)`,
  ];
}
