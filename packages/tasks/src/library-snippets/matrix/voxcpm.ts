import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("openbmb/VoxCPM1.5")),
  ...withHostileTwin(modelRecord("openbmb/VoxCPM1.5", { widgetData: [{ text: 'Quote "this"\nand that' }] })),
];
