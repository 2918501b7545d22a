// The task catalogue as the site lists it: which pipeline types have a page (the one source of the
// task count shown on the home page, the task index and their descriptions) and the task index's props.
import {
  MODALITIES,
  MODALITY_LABELS,
  PIPELINE_DATA,
  PIPELINE_TYPES,
  type PipelineData,
  type PipelineType,
  TASKS_DATA,
  TASKS_MODEL_LIBRARIES,
} from "@inferkit/tasks";
import type { TaskIndexProps } from "../pages/TaskIndex";

/** Pipeline types with a task page, in catalogue order. */
export const TASK_PAGE_IDS: readonly PipelineType[] = PIPELINE_TYPES.filter((id) => TASKS_DATA[id] !== undefined);

/** Every task with a page, grouped by modality; the other visible pipeline types apart, as they have no page. */
export function taskIndexProps(): TaskIndexProps {
  const groups = MODALITIES.map((modality) => ({
    modality,
    label: MODALITY_LABELS[modality],
    tasks: TASK_PAGE_IDS.filter((id) => PIPELINE_DATA[id].modality === modality).map((id) => ({
      id,
      label: PIPELINE_DATA[id].name,
      summary: TASKS_DATA[id]?.summary ?? "",
      models: TASKS_DATA[id]?.models.length ?? 0,
      libraries: TASKS_MODEL_LIBRARIES[id].length,
    })),
  })).filter((group) => group.tasks.length > 0);
  const hidden = (id: PipelineType) => (PIPELINE_DATA[id] as PipelineData).hideInModels === true;
  const others = PIPELINE_TYPES.filter((id) => TASKS_DATA[id] === undefined && !hidden(id)).map((id) => ({
    id,
    label: PIPELINE_DATA[id].name,
    modalityLabel: MODALITY_LABELS[PIPELINE_DATA[id].modality],
    libraries: TASKS_MODEL_LIBRARIES[id].length,
  }));
  return { groups, others };
}
