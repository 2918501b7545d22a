import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("internlm/internlm2_5-7b-chat", { pipeline_tag: "text-generation" })),
  ...withHostileTwin(modelRecord("OpenGVLab/InternVL2-8B", { pipeline_tag: "image-text-to-text" })),
];
