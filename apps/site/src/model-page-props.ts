// The props of a model page, from a model record: used by the prerender step for the built-in models and
// in the browser for any model fetched by id, so both render the same page.
import { isPipelineType, type ModelData, PIPELINE_DATA, TASKS_DATA } from "@inferkit/tasks";
import { providerChoices } from "./inference-providers";
import { librarySections } from "./model-snippets";
import type { ModelPageProps } from "./pages/Model";

export function taskOf(model: ModelData): ModelPageProps["task"] {
  const id = model.pipeline_tag;
  if (!isPipelineType(id)) return null;
  return { id, label: PIPELINE_DATA[id].name, hasPage: TASKS_DATA[id] !== undefined };
}

export function modelPageProps(model: ModelData): ModelPageProps {
  return { model, task: taskOf(model), libraries: librarySections(model), providers: providerChoices(model) };
}
