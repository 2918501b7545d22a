import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "bash";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("Mozilla/llamafile-model")),
  ...withHostileTwin(modelRecord("Mozilla/listed", { siblings: [{ rfilename: "tiny.Q4_K_M.llamafile" }] })),
  modelRecord("Mozilla/odd", { siblings: [{ rfilename: `${HOSTILE_ID}.llamafile` }] }),
];
