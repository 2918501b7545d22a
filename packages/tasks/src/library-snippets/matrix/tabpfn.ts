import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(
    modelRecord("Prior-Labs/TabPFN-v2-clf", { siblings: [{ rfilename: "tabpfn-v2-classifier.ckpt" }] }),
  ),
  ...withHostileTwin(modelRecord("Prior-Labs/TabPFN-v2-reg", { pipeline_tag: "tabular-regression" })),
  modelRecord("Prior-Labs/odd", { siblings: [{ rfilename: `${HOSTILE_ID}.ckpt` }] }),
];
