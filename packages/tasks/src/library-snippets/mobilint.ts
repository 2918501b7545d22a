// Mobilint: models of the mblt-model-zoo run on Mobilint NPUs and are named by the repo's model name.
import type { ModelData } from "../model-data";
import { nameWithoutNamespace, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install mblt-model-zoo
from mblt_model_zoo.vision import MBLT_Engine

model = MBLT_Engine(
    model_cls=${pyString(nameWithoutNamespace(model.id))},
    model_type="DEFAULT",
    model_path="",
    core_mode="global8",
)

# The engine holds the NPU until dispose() releases it
try:
    image = model.preprocess("photo.jpg")
    result = model.postprocess(model(image))
finally:
    model.dispose()`,
  ];
}
