// nobg: background removal; models tagged "promptable" also take a text prompt naming what to keep.
import type { ModelData } from "../model-data";
import { hasTag, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  const load = `model = AutoModel.from_pretrained(${id}).eval()
processor = AutoProcessor.from_pretrained(${id})`;
  const prompt = hasTag(model, "promptable") ? `, "the person"` : "";
  return [
    `# pip install nobg
# The short way: predict() loads the image and returns the cut-out
from nobg import AutoModel, AutoProcessor

${load}
cutout = model.predict(processor, "photo.jpg"${prompt})`,
    `# Step by step: predict the alpha matte, then apply it to the image
import torch
from loadimg import load_img
from nobg import AutoModel, AutoProcessor

${load}

image = load_img("photo.jpg").convert("RGB")
inputs = processor(image, return_tensors="pt")
with torch.no_grad():
    outputs = model(pixel_values=inputs["pixel_values"])

alpha = processor.post_process_alpha_matting(outputs, target_sizes=[(image.height, image.width)])[0]
processor.cutout(image, alpha).save("cutout.png")`,
  ];
}
