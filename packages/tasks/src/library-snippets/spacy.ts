// spaCy: pipelines are published as wheels named after the repository.
import type { ModelData } from "../model-data";
import { hashComment, nameWithoutNamespace, pyString } from "./common";
import { isPythonIdentifier } from "./shared/code";

export function snippets(model: ModelData): string[] {
  const name = nameWithoutNamespace(model.id);
  const wheelUrl = `https://huggingface.co/${model.id}/resolve/main/${name}-any-py3-none-any.whl`;
  const lines = [
    hashComment(`pip install ${wheelUrl}`),
    "",
    "# Using spacy.load()",
    "import spacy",
    "",
    `nlp = spacy.load(${pyString(name)})`,
  ];
  // The wheel also installs an importable package, when its name is a valid module name.
  if (isPythonIdentifier(name)) lines.push("", "# Importing as a module", `import ${name}`, "", `nlp = ${name}.load()`);
  return [lines.join("\n")];
}
