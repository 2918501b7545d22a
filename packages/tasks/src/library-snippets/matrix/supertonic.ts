import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("Supertone/supertonic")),
  ...withHostileTwin(modelRecord("Supertone/supertonic", { widgetData: [{ text: 'Quote "this"\nand that' }] })),
];
