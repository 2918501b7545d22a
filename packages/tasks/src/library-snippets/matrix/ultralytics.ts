import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("Ultralytics/no-version")),
  ...withHostileTwin(modelRecord("Ultralytics/YOLOv8", { tags: ["yolov8", "object-detection"] })),
  modelRecord("jameslahm/yolov10n", { tags: ["yolov10"] }),
  modelRecord("org/not-a-version", { tags: ["yolov", "yolov8x", "my-yolov5"] }),
];
