import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("PaddlePaddle/paddle-model")),
  ...withHostileTwin(
    modelRecord("PaddlePaddle/PP-LCNet_x1_0_doc_ori", {
      siblings: [{ rfilename: "inference.json" }, { rfilename: "inference.pdiparams" }],
    }),
  ),
  modelRecord("PaddlePaddle/odd", { siblings: [{ rfilename: `${HOSTILE_ID}.pdiparams` }] }),
];
