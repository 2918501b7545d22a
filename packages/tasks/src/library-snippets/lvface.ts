// LVFace: ONNX face-recognition weights, run with the inferencer of the LVFace repository.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

/** Seconds the inferencer waits for an ONNX session (spec section 9). */
const INFERENCE_TIMEOUT_S = 300;

export function snippets(model: ModelData): string[] {
  return [
    `# Install from https://github.com/bytedance/LVFace (inference_onnx.py lives in that repository)
from huggingface_hub import hf_hub_download
from inference_onnx import LVFaceONNXInferencer

model_path = hf_hub_download(${pyString(model.id)}, "LVFace-L_Glint360K/LVFace-L_Glint360K.onnx")
inferencer = LVFaceONNXInferencer(model_path, use_gpu=True, timeout=${INFERENCE_TIMEOUT_S})

embedding = inferencer.infer_from_image("path/to/face.jpg")`,
  ];
}
