import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("org/model-GGUF", { pipeline_tag: "text-generation" })),
  ...withHostileTwin(modelRecord("org/chat-GGUF", { pipeline_tag: "text-generation", tags: ["conversational"] })),
  modelRecord("org/vlm-GGUF", { pipeline_tag: "image-text-to-text", tags: ["conversational"] }),
  modelRecord("org/untagged-chat-GGUF", { tags: ["conversational"] }),
];
