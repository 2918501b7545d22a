// Stable-Baselines3: checkpoints are zip files whose name and algorithm the model card gives.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from huggingface_sb3 import load_from_hub
from stable_baselines3 import PPO  # use the algorithm the model was trained with

checkpoint = load_from_hub(
    repo_id=${pyString(model.id)},
    filename="{MODEL FILENAME}.zip",
)
model = PPO.load(checkpoint)`,
  ];
}
