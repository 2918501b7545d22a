import type { ModelData } from "../model-data";
import { hasTag, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const load = `import allennlp_models
from allennlp.predictors.predictor import Predictor

predictor = Predictor.from_path(${pyString(`hf://${model.id}`)})`;
  if (!hasTag(model, "question-answering")) return [load];
  return [
    `${load}
predictor_input = {"passage": "My name is Wolfgang and I live in Berlin", "question": "Where do I live?"}
predictions = predictor.predict_json(predictor_input)`,
  ];
}
