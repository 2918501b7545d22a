// MultiMolecule: RNA/DNA/protein language models with transformers-style Auto classes and pipelines.
import type { ModelData } from "../model-data";
import { hasTag, pyString, widgetText } from "./common";

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  const example = widgetText(model);
  const load = `# pip install multimolecule
from multimolecule import AutoModel, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained(${id})
model = AutoModel.from_pretrained(${id})`;
  if (example === undefined) return [load];
  // The widget's sequence may hold a mask token; an embedding needs a complete one, so it becomes "A".
  const sequence = example.replace(model.mask_token ?? "<mask>", "A");
  const result = [
    `${load}

inputs = tokenizer(${pyString(sequence)}, return_tensors="pt")
embeddings = model(**inputs).last_hidden_state`,
  ];
  const task = hasTag(model, "rna-secondary-structure")
    ? "rna-secondary-structure"
    : model.pipeline_tag === "fill-mask"
      ? "fill-mask"
      : undefined;
  if (task) {
    const read = task === "fill-mask" ? "print(output)" : 'print(output["secondary_structure"])';
    result.push(`import multimolecule  # registers the library's pipelines with transformers
from transformers import pipeline

predictor = pipeline(${pyString(task)}, model=${id})
output = predictor(${pyString(example)})
${read}`);
  }
  return result;
}
