import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/safetensors-model")),
  ...withHostileTwin(
    modelRecord("org/safetensors-listed", { siblings: [{ rfilename: "model-00001-of-00002.safetensors" }] }),
  ),
  modelRecord("org/safetensors-odd-file", { siblings: [{ rfilename: `${HOSTILE_ID}.safetensors` }] }),
];
