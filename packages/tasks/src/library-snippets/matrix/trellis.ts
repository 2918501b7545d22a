import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("microsoft/TRELLIS-image-large", { pipeline_tag: "image-to-3d" })),
  ...withHostileTwin(modelRecord("microsoft/TRELLIS-text-large", { pipeline_tag: "text-to-3d" })),
];
