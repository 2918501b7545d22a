import { isPipelineType, type ModelData, PIPELINE_DATA, TASKS_DATA } from "@inferkit/tasks";
import { providersServing } from "../inference-providers";
import { librarySections } from "../model-snippets";
import type { ModelPageProps } from "../pages/Model";
import type { ModelIndexProps } from "../pages/ModelIndex";
import { EXAMPLE_MODELS } from "./example-models";

function taskOf(model: ModelData): ModelPageProps["task"] {
  const id = model.pipeline_tag;
  if (!isPipelineType(id)) return null;
  return { id, label: PIPELINE_DATA[id].name, hasPage: TASKS_DATA[id] !== undefined };
}

export function modelProps(model: ModelData): ModelPageProps {
  return { model, task: taskOf(model), libraries: librarySections(model), providers: providersServing(model) };
}

export function modelIndexProps(): ModelIndexProps {
  return {
    models: EXAMPLE_MODELS.map((model) => ({
      id: model.id,
      task: taskOf(model)?.label ?? null,
      library: model.library_name ?? null,
    })),
  };
}
