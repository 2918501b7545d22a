// LightGBM: a booster saved as text (`save_model`) is downloaded and loaded back.
import type { ModelData } from "../model-data";
import { pyString } from "./common";
import { fileWithExtension } from "./shared/code";

export function snippets(model: ModelData): string[] {
  const file = fileWithExtension(model, [".txt"]) ?? "model.txt";
  return [
    `# pip install lightgbm huggingface_hub
import lightgbm as lgb
from huggingface_hub import hf_hub_download

model_path = hf_hub_download(${pyString(model.id)}, ${pyString(file)})
booster = lgb.Booster(model_file=model_path)

# \`features\`: rows with the columns the model was trained on
predictions = booster.predict(features)`,
  ];
}
