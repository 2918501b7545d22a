// FleXray: segmentation of X-ray images; the package is imported as fxr.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install flexray
from fxr.inference import FleXraySegmenter

segmenter = FleXraySegmenter.from_pretrained(${pyString(model.id)})
prediction = segmenter.predict("xray.png", threshold=0.5)
masks = prediction.masks`,
  ];
}
