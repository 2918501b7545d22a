import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/tflite-model")),
  ...withHostileTwin(modelRecord("org/tflite-listed", { siblings: [{ rfilename: "detector.tflite" }] })),
  modelRecord("org/tflite-odd-file", { siblings: [{ rfilename: `${HOSTILE_ID}.tflite` }] }),
];
