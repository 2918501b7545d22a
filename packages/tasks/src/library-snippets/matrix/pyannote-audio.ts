import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("pyannote/segmentation-3.0")),
  ...withHostileTwin(modelRecord("pyannote/speaker-diarization-3.1", { tags: ["pyannote-audio-pipeline"] })),
];
