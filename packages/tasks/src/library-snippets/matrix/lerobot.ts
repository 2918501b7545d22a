import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "bash";

export const records: ModelData[] = [
  modelRecord("org/lerobot-model"),
  ...withHostileTwin(modelRecord("org/smolvla-pickplace", { tags: ["smolvla"] })),
  modelRecord("lerobot/smolvla_base", { tags: ["smolvla"] }),
];
