// XGBoost: a booster saved in JSON or UBJSON format is downloaded and loaded back.
import type { ModelData } from "../model-data";
import { pyString } from "./common";
import { fileWithExtension } from "./shared/code";

export function snippets(model: ModelData): string[] {
  const file = fileWithExtension(model, [".json", ".ubj"]) ?? "model.json";
  return [
    `# pip install xgboost huggingface_hub
import xgboost as xgb
from huggingface_hub import hf_hub_download

booster = xgb.Booster()
booster.load_model(hf_hub_download(${pyString(model.id)}, ${pyString(file)}))

# \`features\`: rows with the columns the model was trained on
predictions = booster.predict(xgb.DMatrix(features))`,
  ];
}
