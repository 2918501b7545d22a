import type { ModelData } from "../model-data";
import { hasTag, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const load = `import allennlp_models
from allennlp.predictors.predictor import Predictor

predictor = Predictor.from_path(${pyString(`hf://${model.id}`)})`;
  if (!hasTag(model, "question-answering")) return [load];
  return [
    `${load}
predictor_input = {"passage": "Ada moved to Porto in 2019 and works there as a nurse.", "question": "What does Ada do in Porto?"}
predictions = predictor.predict_json(predictor_input)`,
  ];
}
