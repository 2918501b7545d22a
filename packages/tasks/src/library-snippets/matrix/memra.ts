import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "bash";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("avifenesh/Qwen3-8B-GGUF")),
  modelRecord("org/chat-gguf", { widgetData: [{ text: 'it\'s "$HOME" `ls`' }] }),
];
