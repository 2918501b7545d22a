import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from deepforest import main

model = main.deepforest()
model.load_model(model_name=${pyString(model.id)}, revision="main")

boxes = model.predict_image(path="path/to/image.png")`,
  ];
}
