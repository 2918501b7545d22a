// YOLOv5: the yolov5 pip package loads hub repositories by id.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install yolov5
import yolov5

model = yolov5.load(${pyString(model.id)})
results = model("https://github.com/ultralytics/yolov5/raw/master/data/images/zidane.jpg")
results.print()`,
  ];
}
