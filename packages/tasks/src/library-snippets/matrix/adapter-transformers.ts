import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/adapter-transformers-model")),
  modelRecord("AdapterHub/roberta-base-pf-squad", { config: { adapter_transformers: { model_name: "roberta-base" } } }),
];
