import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("spacy/en_core_web_sm")),
  modelRecord("spacy/en-core-web-trf"),
  modelRecord("no_namespace_pipeline"),
];
