import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("OuteAI/Llama-OuteTTS-1.0-1B")),
  modelRecord("OuteAI/Llama-OuteTTS-1.0-1B-GGUF", { tags: ["gguf"] }),
  modelRecord("onnx-community/OuteTTS-0.2-500M", { tags: ["onnx"] }),
];
