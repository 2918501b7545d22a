// COLIPRI: zero-shot classification of 3D CT volumes against free-text findings.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install colipri
from colipri import ZeroShotImageClassificationPipeline, get_processor, load_sample_ct

processor = get_processor()
pipeline = ZeroShotImageClassificationPipeline(${pyString(model.id)}, processor)

volume = load_sample_ct()  # a CT scan bundled with the package
print(pipeline(volume, ["Normal chest CT", "Pleural effusion"]))`,
  ];
}
