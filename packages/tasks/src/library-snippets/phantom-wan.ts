// Phantom (Wan based): subject-consistent video generation from reference images.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# Install from https://github.com/Phantom-video/Phantom
from huggingface_hub import snapshot_download
from PIL import Image
from phantom_wan import WanI2V, configs

checkpoint_dir = snapshot_download(${pyString(model.id)})
wan_i2v = WanI2V(config=configs.WAN_CONFIGS["i2v-14B"], checkpoint_dir=checkpoint_dir)

reference_image = Image.open("path/to/reference.jpg")
video = wan_i2v.generate("A cat walks across a sunny garden.", reference_image)`,
  ];
}
