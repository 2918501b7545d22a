import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("multimolecule/rnafm")),
  ...withHostileTwin(
    modelRecord("multimolecule/rnafm", {
      pipeline_tag: "fill-mask",
      mask_token: "<mask>",
      widgetData: [{ text: 'GGUC<mask>CUC"AG' }],
    }),
  ),
  ...withHostileTwin(
    modelRecord("multimolecule/ss-model", {
      tags: ["rna-secondary-structure"],
      widgetData: [{ text: "GGUCUCUC\nAG" }],
    }),
  ),
];
