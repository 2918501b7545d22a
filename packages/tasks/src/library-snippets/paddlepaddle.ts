// PaddlePaddle: an exported inference model (program + parameters) runs in a Paddle Inference predictor.
import type { ModelData } from "../model-data";
import { pyString } from "./common";
import { fileWithExtension } from "./shared/code";

/** The program file beside `<prefix>.pdiparams`: `.json` since Paddle 3, `.pdmodel` before. */
function modelFiles(model: ModelData): { program: string; params: string } {
  const params = fileWithExtension(model, [".pdiparams"]) ?? "inference.pdiparams";
  const prefix = params.slice(0, -".pdiparams".length);
  const program = fileWithExtension(model, [`${prefix}.json`]) ?? `${prefix}.pdmodel`;
  return { program, params };
}

export function snippets(model: ModelData): string[] {
  const { program, params } = modelFiles(model);
  return [
    `# pip install paddlepaddle huggingface_hub
import os

import paddle.inference as paddle_infer
from huggingface_hub import snapshot_download

model_dir = snapshot_download(${pyString(model.id)})
config = paddle_infer.Config(os.path.join(model_dir, ${pyString(program)}), os.path.join(model_dir, ${pyString(params)}))
predictor = paddle_infer.create_predictor(config)
print(predictor.get_input_names())`,
  ];
}
