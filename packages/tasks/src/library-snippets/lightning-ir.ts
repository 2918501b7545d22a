// Lightning IR: bi-encoders and cross-encoders share one `score(query, documents)` interface.
import type { ModelData } from "../model-data";
import { hasTag, pyString } from "./common";

const INSTALL = "# pip install lightning-ir";
const SCORE =
  'scores = model.score("What is the capital of France?", ["Paris is the capital of France.", "Berlin is in Germany."])\nprint(scores)';

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  const moduleClass = hasTag(model, "bi-encoder")
    ? "BiEncoderModule"
    : hasTag(model, "cross-encoder")
      ? "CrossEncoderModule"
      : undefined;
  if (moduleClass) {
    return [`${INSTALL}\nfrom lightning_ir import ${moduleClass}\n\nmodel = ${moduleClass}(${id})\n\n${SCORE}`];
  }
  return [
    `${INSTALL}\nfrom lightning_ir import BiEncoderModule, CrossEncoderModule\n\n` +
      `# The model card says whether this is a bi-encoder or a cross-encoder; pick the matching module.\n` +
      `model = BiEncoderModule(${id})\n# model = CrossEncoderModule(${id})\n\n${SCORE}`,
  ];
}
