// SAM 3D Body: full-body human mesh recovery from a single image, loaded with the repo's notebook helper.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# Run from a checkout of https://github.com/facebookresearch/sam-3d-body (its notebook package)
import cv2
from notebook.utils import setup_sam_3d_body

estimator = setup_sam_3d_body(hf_repo_id=${pyString(model.id)})

image = cv2.imread("people.jpg")
outputs = estimator.process_one_image(image)  # one mesh estimate per detected person`,
  ];
}
