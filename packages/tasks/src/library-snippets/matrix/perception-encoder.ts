import type { ModelData } from "../../model-data";
import { modelRecord, withHostileTwin } from "../shared/test-records";

export const language = "python";

export const records: ModelData[] = [
  ...withHostileTwin(modelRecord("facebook/PE-Spatial-G14-448")),
  modelRecord("facebook/PE-Core-L14-336"),
  { ...modelRecord("facebook/PE-Core-L14-336"), id: 'facebook/PE-Core-"quoted"\nname' },
];
