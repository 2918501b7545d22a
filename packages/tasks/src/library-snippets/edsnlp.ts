import type { ModelData } from "../model-data";
import { nameWithoutNamespace, pyString, withRepoId } from "./common";
import { isPythonIdentifier } from "./shared/code";

/** The importable module name pip gives the packaged pipeline: the repo name with `-` as `_`. */
function packageName(modelId: string): string {
  const name = nameWithoutNamespace(modelId).replace(/[^A-Za-z0-9_]/g, "_");
  const module = /^[A-Za-z_]/.test(name) ? name : `_${name}`;
  // A keyword (`None`, `class`) cannot be imported: fall back to a near name.
  return isPythonIdentifier(module) ? module : `${module}_`;
}

export function snippets(model: ModelData): string[] {
  const module = packageName(model.id);
  const install = withRepoId(
    model,
    (id) =>
      `# The repository is also a pip package:\n#   pip install "git+https://huggingface.co/${id}"\n# after which its module loads the pipeline`,
    "# The repository is also a pip package; once installed, its module loads the pipeline",
  );
  return [
    `# Load the pipeline from the Hub
import edsnlp

nlp = edsnlp.load(${pyString(model.id)})`,
    `${install}
import ${module}

nlp = ${module}.load()`,
  ];
}
