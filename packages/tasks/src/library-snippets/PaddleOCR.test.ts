import { describe, expect, it } from "vitest";
import { snippets } from "./PaddleOCR";
import { modelRecord } from "./shared/test-records";

describe("PaddleOCR snippets", () => {
  it("uses DocVLM with the bare model name for the doc_vlm tag", () => {
    const [snippet] = snippets(modelRecord("PaddlePaddle/PP-DocBee-2B", { tags: ["textline_detection", "doc_vlm"] }));
    expect(snippet).toContain("from paddleocr import DocVLM");
    expect(snippet).toContain('model = DocVLM(model_name="PP-DocBee-2B")');
    expect(snippet).toContain('"query": "Parse this table"');
  });

  it("picks the module class of the task tag", () => {
    const cases: Array<[string, string]> = [
      ["textline_detection", "TextDetection"],
      ["doc_img_unwarping", "TextImageUnwarping"],
      ["wired_table_classification", "TableClassification"],
      ["table_structure_recognition", "TableStructureRecognition"],
    ];
    for (const [tag, className] of cases) {
      const [snippet] = snippets(modelRecord("PaddlePaddle/PP-OCRv5_server_det", { tags: ["other", tag] }));
      expect(snippet).toContain(`from paddleocr import ${className}\n`);
      expect(snippet).toContain(`model = ${className}(model_name="PP-OCRv5_server_det")`);
    }
  });

  it("points to the module overview otherwise", () => {
    for (const tags of [[], ["constructor"]]) {
      const [snippet] = snippets(modelRecord("PaddlePaddle/x", { tags }));
      expect(snippet).toContain(
        "# https://paddlepaddle.github.io/PaddleOCR/latest/en/version3.x/module_usage/module_overview.html",
      );
      expect(snippet).not.toContain("import");
    }
  });
});
