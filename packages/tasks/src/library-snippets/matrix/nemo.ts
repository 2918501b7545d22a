import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("nvidia/nemo-model")),
  ...withHostileTwin(modelRecord("nvidia/parakeet-tdt-0.6b-v2", { tags: ["automatic-speech-recognition"] })),
];
