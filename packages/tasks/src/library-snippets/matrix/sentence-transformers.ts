import type { ModelData } from "../../model-data";
import { HOSTILE_ID, modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("sentence-transformers/all-MiniLM-L6-v2")),
  ...withHostileTwin(modelRecord("nomic-ai/nomic-embed-text-v1.5", { tags: ["custom_code"] })),
  ...withHostileTwin(modelRecord("cross-encoder/ms-marco-MiniLM-L6-v2", { tags: ["cross-encoder"] })),
  modelRecord("BAAI/bge-reranker-v2-m3", { pipeline_tag: "text-ranking", tags: ["custom_code"] }),
  modelRecord("org/widget-sentences", {
    widgetData: [{ source_sentence: HOSTILE_ID, sentences: ["plain", 'it\'s "quoted"', "tab\there"] }],
  }),
];
