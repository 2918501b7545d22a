import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/keras-hub-model")),
  modelRecord("keras/gemma_2b_en", { config: { keras_hub: { tasks: ["CausalLM", "TextClassifier", "Seq2SeqLM"] } } }),
  modelRecord("keras/stable_diffusion_3_medium", {
    config: { keras_hub: { tasks: ["TextToImage", "ImageClassifier", "Backbone", "bad name()"] } },
  }),
];
