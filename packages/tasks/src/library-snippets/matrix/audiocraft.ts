import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/audiocraft-model")),
  modelRecord("facebook/musicgen-small", { tags: ["musicgen"] }),
  modelRecord("facebook/audiogen-medium", { tags: ["audiogen"] }),
  modelRecord("facebook/magnet-small-10secs", { tags: ["magnet"] }),
];
