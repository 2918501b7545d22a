import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install git+https://github.com/3DTopia/3DTopia-XL
from threedtopia_xl.models import threedtopia_xl

model = threedtopia_xl.from_pretrained(${pyString(model.id)})
model.generate(cond="path-to-image.png")`,
  ];
}
