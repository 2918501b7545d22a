import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install git+https://github.com/NVlabs/describe-anything
from huggingface_hub import snapshot_download

from dam import DescribeAnythingModel

model_path = snapshot_download(${pyString(model.id)})
dam = DescribeAnythingModel(model_path=model_path, conv_mode="v1", prompt_mode="focal_prompt")`,
  ];
}
