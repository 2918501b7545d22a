import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/depth-anything-v2-model")),
  modelRecord("depth-anything/Depth-Anything-V2-Small"),
  modelRecord("depth-anything/Depth-Anything-V2-Base"),
  modelRecord("depth-anything/Depth-Anything-V2-Large"),
];
