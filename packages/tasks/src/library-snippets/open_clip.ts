// OpenCLIP: models and tokenizers load from the hub through the `hf-hub:` prefix.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const hubName = pyString(`hf-hub:${model.id}`);
  return [
    `import open_clip

model, preprocess_train, preprocess_val = open_clip.create_model_and_transforms(${hubName})
tokenizer = open_clip.get_tokenizer(${hubName})`,
  ];
}
