import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("tensorspeech/tts-model")),
  ...withHostileTwin(modelRecord("tensorspeech/tts-tacotron2-ljspeech-en", { tags: ["text-to-mel"] })),
  ...withHostileTwin(modelRecord("tensorspeech/tts-mb_melgan-ljspeech-en", { tags: ["mel-to-wav"] })),
];
