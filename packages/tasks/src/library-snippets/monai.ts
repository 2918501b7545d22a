// MONAI: models are published as bundles; the bundle name is the repository name.
import type { ModelData } from "../model-data";
import { nameWithoutNamespace, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const name = pyString(nameWithoutNamespace(model.id));
  const repo = pyString(model.id);
  return [
    `# pip install monai huggingface_hub
from monai.bundle import download, load

download(name=${name}, bundle_dir="./bundles", source="huggingface_hub", repo=${repo})
model = load(name=${name}, bundle_dir="./bundles", source="huggingface_hub", repo=${repo})`,
  ];
}
