// GaussianFormer: installed from its repository; the rendering pipeline loads from the Hub.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install git+https://github.com/SVLwoof/gaussianformer
from gaussianformer.pipelines.rendering_pipeline import GaussianFormerRenderingPipeline

pipeline = GaussianFormerRenderingPipeline.from_pretrained(${pyString(model.id)})`,
  ];
}
