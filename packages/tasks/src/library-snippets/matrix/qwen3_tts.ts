import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("Qwen/Qwen3-TTS-12Hz-1.7B-CustomVoice")),
  ...withHostileTwin(
    modelRecord("Qwen/Qwen3-TTS-12Hz-1.7B-CustomVoice", { widgetData: [{ text: 'Quote "this"\nand that' }] }),
  ),
];
