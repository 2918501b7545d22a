import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [...withHostileTwin(modelRecord("facebook/sam-3d-objects"))];
