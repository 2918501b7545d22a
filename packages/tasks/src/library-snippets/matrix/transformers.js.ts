import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "js";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("Xenova/no-pipeline")),
  ...withHostileTwin(modelRecord("Xenova/distilbert-base-uncased", { pipeline_tag: "fill-mask" })),
  modelRecord("Xenova/odd-tag", { pipeline_tag: HOSTILE_ID }),
];
