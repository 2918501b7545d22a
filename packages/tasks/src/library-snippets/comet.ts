import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install unbabel-comet
from comet import download_model, load_from_checkpoint

model = load_from_checkpoint(download_model(${pyString(model.id)}))

data = [
    {
        "src": "Dem Feuer konnte Einhalt geboten werden",
        "mt": "The fire could be stopped",
        "ref": "They were able to control the fire.",
    },
]
model_output = model.predict(data, batch_size=8, gpus=1)
print(model_output.scores)`,
  ];
}
