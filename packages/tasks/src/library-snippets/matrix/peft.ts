import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

const adapter = (task_type: string, base_model_name_or_path?: string): ModelData =>
  modelRecord("org/peft-adapter", { config: { peft: { task_type, base_model_name_or_path } } });

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/peft-model")),
  ...withHostileTwin(adapter("CAUSAL_LM", "meta-llama/Llama-3.1-8B")),
  adapter("SEQ_2_SEQ_LM", "google/flan-t5-base"),
  adapter("TOKEN_CLS", "bert-base-cased"),
  adapter("SEQ_CLS", HOSTILE_ID),
  adapter("CAUSAL_LM"),
  adapter("FEATURE_EXTRACTION", "org/base"),
];
