// SAM 3D Objects: a 3D object (Gaussian splat) from one image and a mask of the object.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# Run from the notebook folder of https://github.com/facebookresearch/sam-3d-objects
import os
from huggingface_hub import snapshot_download
from inference import Inference, load_image, load_single_mask

# The pipeline config refers to checkpoints beside it, so fetch the whole repository
local_dir = snapshot_download(${pyString(model.id)})
inference = Inference(os.path.join(local_dir, "checkpoints", "pipeline.yaml"), compile=False)

image = load_image("photo.png")
mask = load_single_mask("masks", index=0)  # masks/0.png marks the object to lift into 3D

output = inference(image, mask, seed=42)
output["gs"].save_ply("object.ply")`,
  ];
}
