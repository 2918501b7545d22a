import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/lightning-ir-model")),
  ...withHostileTwin(modelRecord("webis/bert-bi-encoder", { tags: ["bi-encoder"] })),
  modelRecord("webis/monoelectra-base", { tags: ["cross-encoder"] }),
];
