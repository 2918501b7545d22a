// TensorFlow Lite (LiteRT): the flatbuffer model runs in the LiteRT interpreter.
import type { ModelData } from "../model-data";
import { pyString } from "./common";
import { fileWithExtension } from "./shared/code";

export function snippets(model: ModelData): string[] {
  const file = fileWithExtension(model, [".tflite"]) ?? "model.tflite";
  return [
    `# pip install ai-edge-litert huggingface_hub
from ai_edge_litert.interpreter import Interpreter
from huggingface_hub import hf_hub_download

interpreter = Interpreter(model_path=hf_hub_download(${pyString(model.id)}, ${pyString(file)}))
interpreter.allocate_tensors()
print(interpreter.get_input_details())
print(interpreter.get_output_details())`,
  ];
}
