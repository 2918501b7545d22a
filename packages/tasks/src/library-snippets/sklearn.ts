// scikit-learn: skops repositories name their model file and format in config.json; others hold a joblib file.
// Every branch fetches just the file it loads with huggingface_hub (skops.hub_utils would copy the whole
// repository into a folder first).
import type { ModelData } from "../model-data";
import { hasTag, NOTICES, noticeSnippet, pyString } from "./common";

const PICKLE_WARNING = `# Unpickling can run arbitrary code, so load this file only if you trust the repository:
# https://skops.readthedocs.io/en/stable/persistence.html`;

/** Downloads `file` of the repository into the local cache, as `model_path`. */
function downloadLine(model: ModelData, file: string): string {
  return `model_path = hf_hub_download(${pyString(model.id)}, ${pyString(file)})`;
}

function joblibSnippet(model: ModelData, file: string): string {
  return `import joblib
from huggingface_hub import hf_hub_download

${downloadLine(model, file)}
${PICKLE_WARNING}
model = joblib.load(model_path)`;
}

function skopsSnippet(model: ModelData, file: string): string {
  return `from huggingface_hub import hf_hub_download
from skops.io import get_untrusted_types, load

${downloadLine(model, file)}
# Review the types skops does not trust by default before loading them
untrusted_types = get_untrusted_types(file=model_path)
print(untrusted_types)
model = load(model_path, trusted=untrusted_types)`;
}

export function snippets(model: ModelData): string[] {
  if (!hasTag(model, "skops")) return [joblibSnippet(model, "sklearn_model.joblib")];
  const modelFile = model.config?.sklearn?.model?.file;
  if (typeof modelFile !== "string" || !modelFile) return noticeSnippet(NOTICES.modelFilenameNotSpecified);
  const format = model.config?.sklearn?.model_format;
  return [format === "pickle" ? joblibSnippet(model, modelFile) : skopsSnippet(model, modelFile)];
}
