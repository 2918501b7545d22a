import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/pytorch-model")),
  ...withHostileTwin(modelRecord("org/pytorch-listed", { siblings: [{ rfilename: "weights.pth" }] })),
  modelRecord("org/pytorch-odd-file", { siblings: [{ rfilename: `${HOSTILE_ID}.pth` }] }),
];
