import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("PaddlePaddle/paddleocr-model")),
  ...withHostileTwin(modelRecord("PaddlePaddle/PP-DocBee-2B", { tags: ["doc_vlm"] })),
  ...withHostileTwin(modelRecord("PaddlePaddle/PP-OCRv5_server_det", { tags: ["textline_detection"] })),
  modelRecord("PaddlePaddle/SLANeXt_wired", { tags: ["table_structure_recognition"] }),
];
