import type { ModelData } from "../model-data";
import { pyString } from "./common";

// Hub checkpoints of docTR are single stages: a text-detection model (pipeline_tag object-detection) or a
// text-recognition model. The OCR predictor pairs it with a pretrained model for the other stage.
export function snippets(model: ModelData): string[] {
  const isDetection = model.pipeline_tag === "object-detection";
  const predictor = isDetection
    ? `predictor = ocr_predictor(det_arch=model, reco_arch="crnn_mobilenet_v3_small", pretrained=True)`
    : `predictor = ocr_predictor(det_arch="db_mobilenet_v3_large", reco_arch=model, pretrained=True)`;
  return [
    `from doctr.io import DocumentFile
from doctr.models import from_hub, ocr_predictor

model = from_hub(${pyString(model.id)})
${predictor}

document = DocumentFile.from_images(["path/to/page.jpg"])
result = predictor(document)
print(result.render())`,
  ];
}
