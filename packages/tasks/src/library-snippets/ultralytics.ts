// Ultralytics YOLO (also used by yolov10): the class is named after the model's `yolov<N>` tag.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

const VERSION_TAG = /^yolov(\d+)$/;

export function snippets(model: ModelData): string[] {
  const version = (model.tags ?? []).map((tag) => VERSION_TAG.exec(tag)?.[1]).find((digits) => digits !== undefined);
  const className = `YOLOv${version ?? "XX"}`;
  const warning = version ? "" : "# The model has no yolov<N> tag: put its YOLO version number in place of XX.\n";
  return [
    `${warning}from ultralytics import ${className}

model = ${className}.from_pretrained(${pyString(model.id)})
source = "http://images.cocodataset.org/val2017/000000039769.jpg"
model.predict(source=source, save=True)`,
  ];
}
