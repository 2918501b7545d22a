import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("kyutai/pocket-tts")),
  ...withHostileTwin(modelRecord("kyutai/pocket-tts", { widgetData: [{ text: 'Quote "this"\nand that' }] })),
];
