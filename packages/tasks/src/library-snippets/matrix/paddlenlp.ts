import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("PaddlePaddle/paddlenlp-model")),
  ...withHostileTwin(
    modelRecord("PaddlePaddle/ernie-3.0-base-zh", { config: { architectures: ["ErnieForMaskedLM"] } }),
  ),
  modelRecord("org/odd-architecture", { config: { architectures: [HOSTILE_ID] } }),
];
