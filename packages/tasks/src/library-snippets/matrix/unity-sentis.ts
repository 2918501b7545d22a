import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "csharp";

export const records: ModelData[] = [...withHostileTwin(modelRecord("org/unity-sentis-model"))];
