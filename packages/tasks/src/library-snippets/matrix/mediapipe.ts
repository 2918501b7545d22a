import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/mediapipe-model")),
  ...withHostileTwin(
    modelRecord("org/detector", { pipeline_tag: "object-detection", siblings: [{ rfilename: "efficientdet.tflite" }] }),
  ),
  modelRecord("org/classifier", { pipeline_tag: "image-classification" }),
  modelRecord("org/segmenter", { pipeline_tag: "image-segmentation" }),
  ...withHostileTwin(modelRecord("org/text", { pipeline_tag: "text-classification" })),
];
