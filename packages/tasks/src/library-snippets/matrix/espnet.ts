import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/espnet-model")),
  modelRecord("espnet/kan-bayashi_ljspeech_vits", { tags: ["text-to-speech"] }),
  modelRecord("espnet/simpleoier_librispeech_asr", { tags: ["automatic-speech-recognition"] }),
];
