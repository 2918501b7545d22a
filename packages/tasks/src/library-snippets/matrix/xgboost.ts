import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/xgboost-model")),
  modelRecord("org/xgboost-listed", { siblings: [{ rfilename: `${HOSTILE_ID}.ubj` }] }),
];
