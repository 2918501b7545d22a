// scikit-learn: skops repositories name their model file and format in config.json; others hold a joblib file.
import type { ModelData } from "../model-data";
import { hasTag, NOTICES, noticeSnippet, pyString } from "./common";

const PICKLE_WARNING = `# Only load pickle files from sources you trust:
# https://skops.readthedocs.io/en/stable/persistence.html`;

function pickleSnippet(model: ModelData, modelFile: string): string {
  return `import joblib
from skops.hub_utils import download

download(repo_id=${pyString(model.id)}, dst="path_to_folder")
${PICKLE_WARNING}
model = joblib.load(${pyString(`path_to_folder/${modelFile}`)})`;
}

function skopsSnippet(model: ModelData, modelFile: string): string {
  const path = pyString(`path_to_folder/${modelFile}`);
  return `from skops.hub_utils import download
from skops.io import get_untrusted_types, load

download(repo_id=${pyString(model.id)}, dst="path_to_folder")
# Review the types skops does not trust by default before loading them
untrusted_types = get_untrusted_types(file=${path})
print(untrusted_types)
model = load(${path}, trusted=untrusted_types)`;
}

function joblibSnippet(model: ModelData): string {
  return `import joblib
from huggingface_hub import hf_hub_download

${PICKLE_WARNING}
model = joblib.load(hf_hub_download(${pyString(model.id)}, "sklearn_model.joblib"))`;
}

export function snippets(model: ModelData): string[] {
  if (!hasTag(model, "skops")) return [joblibSnippet(model)];
  const modelFile = model.config?.sklearn?.model?.file;
  if (typeof modelFile !== "string" || !modelFile) return noticeSnippet(NOTICES.modelFilenameNotSpecified);
  const format = model.config?.sklearn?.model_format;
  return [format === "pickle" ? pickleSnippet(model, modelFile) : skopsSnippet(model, modelFile)];
}
