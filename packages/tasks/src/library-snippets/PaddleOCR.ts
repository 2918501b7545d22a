// PaddleOCR 3: one module class per task tag; document VLMs answer questions about an image.
import type { ModelData } from "../model-data";
import { hasTag, nameWithoutNamespace, pyString } from "./common";
import { ownEntry } from "./shared/code";

const MODULE_CLASS_BY_TAG: Readonly<Record<string, string>> = {
  textline_detection: "TextDetection",
  textline_recognition: "TextRecognition",
  seal_text_detection: "SealTextDetection",
  doc_img_unwarping: "TextImageUnwarping",
  doc_img_orientation_classification: "DocImgOrientationClassification",
  textline_orientation_classification: "TextLineOrientationClassification",
  chart_parsing: "ChartParsing",
  formula_recognition: "FormulaRecognition",
  layout_detection: "LayoutDetection",
  table_cells_detection: "TableCellsDetection",
  wired_table_classification: "TableClassification",
  table_structure_recognition: "TableStructureRecognition",
};

const MODULE_OVERVIEW_URL =
  "https://paddlepaddle.github.io/PaddleOCR/latest/en/version3.x/module_usage/module_overview.html";

function moduleClass(model: ModelData): string | undefined {
  for (const tag of model.tags ?? []) {
    const className = ownEntry(MODULE_CLASS_BY_TAG, tag);
    if (className !== undefined) return className;
  }
  return undefined;
}

export function snippets(model: ModelData): string[] {
  // PaddleOCR resolves the hub repository from the bare model name.
  const name = pyString(nameWithoutNamespace(model.id));
  if (hasTag(model, "doc_vlm")) {
    return [
      `# pip install paddleocr
from paddleocr import DocVLM

model = DocVLM(model_name=${name})
output = model.predict(
    input={"image": "https://paddle-model-ecology.bj.bcebos.com/paddlex/imgs/demo_image/medal_table.png", "query": "Parse this table"},
    batch_size=1,
)
for res in output:
    res.print()
    res.save_to_json("./output/")`,
    ];
  }
  const className = moduleClass(model);
  if (className === undefined) {
    return [`# See the module overview for how to use this model:\n# ${MODULE_OVERVIEW_URL}`];
  }
  return [
    `# pip install paddleocr
from paddleocr import ${className}

model = ${className}(model_name=${name})
output = model.predict(input="path/to/image.png", batch_size=1)
for res in output:
    res.print()
    res.save_to_img(save_path="./output/")
    res.save_to_json(save_path="./output/res.json")`,
  ];
}
