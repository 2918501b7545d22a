import { describe, expect, it } from "vitest";
import { modelRecord } from "./shared/test-records";
import { snippets } from "./ultralytics";

describe("ultralytics snippets", () => {
  it("names the class after the yolov<digits> tag", () => {
    const [snippet] = snippets(modelRecord("Ultralytics/YOLOv8", { tags: ["object-detection", "yolov8"] }));
    expect(snippet).toMatch(/^from ultralytics import YOLOv8\n/);
    expect(snippet).toContain('model = YOLOv8.from_pretrained("Ultralytics/YOLOv8")');
    expect(snippet).toContain('source = "http://images.cocodataset.org/val2017/000000039769.jpg"');
    expect(snippets(modelRecord("a/b", { tags: ["yolov10"] }))[0]).toContain("YOLOv10.from_pretrained");
  });

  it("uses the YOLOvXX placeholder with a warning without a version tag", () => {
    for (const tags of [[], ["yolov", "yolov8x", "my-yolov5", "YOLOV8"]]) {
      const [snippet] = snippets(modelRecord("a/b", { tags }));
      expect(snippet).toMatch(/^# The model has no yolov<N> tag: put its YOLO version number in place of XX\.\n/);
      expect(snippet).toContain("from ultralytics import YOLOvXX");
    }
  });
});
