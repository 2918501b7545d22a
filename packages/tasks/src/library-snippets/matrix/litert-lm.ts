import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "bash";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("litert-community/Gemma3-1B-IT")),
  modelRecord("litert-community/with-widget", { widgetData: [{ text: `It's ${HOSTILE_ID} $(reboot)` }] }),
];
