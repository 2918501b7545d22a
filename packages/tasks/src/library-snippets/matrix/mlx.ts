import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("mlx-community/whisper-tiny")),
  ...withHostileTwin(modelRecord("mlx-community/Qwen2-VL-2B-Instruct-4bit", { pipeline_tag: "image-text-to-text" })),
  ...withHostileTwin(modelRecord("mlx-community/Mistral-7B-v0.1-4bit", { pipeline_tag: "text-generation" })),
  ...withHostileTwin(
    modelRecord("mlx-community/Llama-3.2-1B-Instruct-4bit", {
      pipeline_tag: "text-generation",
      tags: ["conversational"],
    }),
  ),
];
