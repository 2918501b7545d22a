import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/onnx-model")),
  ...withHostileTwin(modelRecord("org/onnx-listed", { siblings: [{ rfilename: "onnx/model_quantized.onnx" }] })),
  modelRecord("org/onnx-odd-file", { siblings: [{ rfilename: `${HOSTILE_ID}.onnx` }] }),
];
