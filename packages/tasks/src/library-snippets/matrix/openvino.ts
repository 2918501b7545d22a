import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("OpenVINO/Phi-3-mini-4k-instruct-int4-ov", { pipeline_tag: "text-generation" })),
  ...withHostileTwin(modelRecord("OpenVINO/resnet50", { pipeline_tag: "image-classification" })),
];
