import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install git+https://github.com/apple/ml-depth-pro
# The package looks for its weights in ./checkpoints
from huggingface_hub import hf_hub_download

hf_hub_download(repo_id=${pyString(model.id)}, filename="depth_pro.pt", local_dir="checkpoints")`,
    `import depth_pro

model, transform = depth_pro.create_model_and_transforms()
model.eval()

image, _, f_px = depth_pro.load_rgb("example.png")
image = transform(image)

prediction = model.infer(image, f_px=f_px)
depth = prediction["depth"]  # in meters
focallength_px = prediction["focallength_px"]  # in pixels`,
  ];
}
