import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/ctranslate2-model")),
  modelRecord("Systran/faster-whisper-large-v3", { pipeline_tag: "automatic-speech-recognition" }),
];
