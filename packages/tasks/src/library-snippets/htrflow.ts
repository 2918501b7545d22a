import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# Command line (see https://ai-riksarkivet.github.io/htrflow/latest/getting_started/quick_start.html):
#   htrflow pipeline <path/to/pipeline.yaml> <path/to/image>
# The pipeline file lists this model in one of its steps, e.g.:
#   steps:
#     - step: TextRecognition
#       settings:
#         model: TrOCR
#         model_settings:
#           model: ${pyString(model.id)}`,
    `from htrflow.models.huggingface.trocr import TrOCR

model = TrOCR(${pyString(model.id)})
results = model(["path/to/line_image.png"])`,
  ];
}
