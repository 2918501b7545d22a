import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/lightgbm-model")),
  modelRecord("org/lightgbm-listed", { siblings: [{ rfilename: `${HOSTILE_ID}.txt` }] }),
];
