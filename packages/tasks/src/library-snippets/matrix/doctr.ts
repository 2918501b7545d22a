import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("mindee/parseq-multilingual-v1", { pipeline_tag: "image-to-text" })),
  ...withHostileTwin(modelRecord("mindee/fasterrcnn_mobilenet_v3_large_fpn", { pipeline_tag: "object-detection" })),
];
