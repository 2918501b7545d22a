import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("hexgrad/Kokoro-82M")),
  modelRecord("hexgrad/Kokoro-82M", { widgetData: [{ text: HOSTILE_ID }] }),
];
