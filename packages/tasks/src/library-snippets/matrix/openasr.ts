import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "bash";

export const records: ModelData[] = [...withHostileTwin(modelRecord("OpenASR/xasr-zh-en"))];
