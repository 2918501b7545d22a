import { describe, expect, it } from "vitest";
import { snippets } from "./doctr";
import { modelRecord } from "./shared/test-records";

describe("doctr snippets", () => {
  it("uses a detection checkpoint as the detection stage", () => {
    const [code] = snippets(modelRecord("mindee/det", { pipeline_tag: "object-detection" }));
    expect(code).toContain('model = from_hub("mindee/det")');
    expect(code).toContain("ocr_predictor(det_arch=model, reco_arch=");
  });

  it("uses any other checkpoint as the recognition stage", () => {
    const [code] = snippets(modelRecord("mindee/reco"));
    expect(code).toContain('ocr_predictor(det_arch="db_mobilenet_v3_large", reco_arch=model');
  });
});
