// spaCy: pipelines are published as wheels named after the repository.
import type { ModelData } from "../model-data";
import { nameWithoutNamespace, pyString, withRepoId } from "./common";
import { isPythonIdentifier } from "./shared/code";

export function snippets(model: ModelData): string[] {
  const name = nameWithoutNamespace(model.id);
  const install = withRepoId(
    model,
    (id) => `# pip install https://huggingface.co/${id}/resolve/main/${name}-any-py3-none-any.whl`,
    "# pip install the pipeline's wheel from the repository files",
  );
  const lines = [install, "", "# Using spacy.load()", "import spacy", "", `nlp = spacy.load(${pyString(name)})`];
  // The wheel also installs an importable package, when its name is a valid module name.
  if (isPythonIdentifier(name)) lines.push("", "# Importing as a module", `import ${name}`, "", `nlp = ${name}.load()`);
  return [lines.join("\n")];
}
