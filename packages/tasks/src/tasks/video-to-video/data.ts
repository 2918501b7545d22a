import type { TaskDataCustom } from "../types";

const taskData: TaskDataCustom = {
  datasets: [],
  demo: { inputs: [], outputs: [] },
  isPlaceholder: true,
  metrics: [],
  models: [],
  spaces: [],
  summary: "",
  widgetModels: [],
};

export default taskData;
