import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("optimum/distilbert-onnx", { pipeline_tag: "text-classification" })),
  ...withHostileTwin(modelRecord("optimum/unknown-task")),
  modelRecord("optimum/odd-task", { pipeline_tag: HOSTILE_ID }),
];
