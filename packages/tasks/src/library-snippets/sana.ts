// Sana: text-to-image with the pipeline of the Sana repository (settings of spec section 9).
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# Install from https://github.com/NVlabs/Sana
import torch
from app.sana_pipeline import SanaPipeline
from torchvision.utils import save_image

sana = SanaPipeline("configs/sana_config/1024ms/Sana_1600M_img1024.yaml")
sana.from_pretrained(${pyString(`hf://${model.id}`)})

image = sana(
    prompt="a paper boat drifting down a rainy city gutter, photorealistic",
    height=1024,
    width=1024,
    guidance_scale=5.0,
    pag_guidance_scale=2.0,
    num_inference_steps=18,
    generator=torch.Generator(device="cuda").manual_seed(42),
)
save_image(image, "sana.png", nrow=1, normalize=True, value_range=(-1, 1))`,
  ];
}
