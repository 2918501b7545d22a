// TRELLIS: 3D asset generation from an image, or from text for the text-conditioned checkpoints.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

const EXPORT = `# Export the generated Gaussians as a PLY file
outputs["gaussian"][0].save_ply("sample.ply")`;

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  if (model.pipeline_tag === "text-to-3d") {
    return [
      `# Install from https://github.com/microsoft/TRELLIS
from trellis.pipelines import TrellisTextTo3DPipeline

pipeline = TrellisTextTo3DPipeline.from_pretrained(${id})
pipeline.cuda()

outputs = pipeline.run("A chair looking like an avocado.", seed=1)
${EXPORT}`,
    ];
  }
  return [
    `# Install from https://github.com/microsoft/TRELLIS
from PIL import Image
from trellis.pipelines import TrellisImageTo3DPipeline

pipeline = TrellisImageTo3DPipeline.from_pretrained(${id})
pipeline.cuda()

image = Image.open("path/to/image.png")
outputs = pipeline.run(image, seed=1)
${EXPORT}`,
  ];
}
