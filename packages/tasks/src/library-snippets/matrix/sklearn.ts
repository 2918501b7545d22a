import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/sklearn-model")),
  modelRecord("org/skops-without-file", { tags: ["skops"] }),
  ...withHostileTwin(
    modelRecord("org/skops-pickle", {
      tags: ["skops"],
      config: { sklearn: { model: { file: "model.pkl" }, model_format: "pickle" } },
    }),
  ),
  ...withHostileTwin(
    modelRecord("org/skops-format", { tags: ["skops"], config: { sklearn: { model: { file: "model.skops" } } } }),
  ),
  modelRecord("org/skops-odd-file", {
    tags: ["skops"],
    config: { sklearn: { model: { file: HOSTILE_ID }, model_format: "skops" } },
  }),
];
