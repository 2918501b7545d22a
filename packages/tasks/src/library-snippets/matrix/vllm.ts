import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("meta-llama/Llama-3.1-8B")),
  ...withHostileTwin(modelRecord("meta-llama/Llama-3.1-8B-Instruct", { tags: ["conversational"] })),
];
