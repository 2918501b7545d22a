import {
  ALL_MODEL_LIBRARY_KEYS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  PIPELINE_DATA,
  PIPELINE_TYPES,
  TASKS_DATA,
} from "@inferkit/tasks";
import type { HomeProps, SearchEntry } from "../pages/Home";
import { EXAMPLE_MODELS } from "./example-models";

/** The home page's search index: every task with a page, every library, every example model. */
export function homeProps(): HomeProps {
  const tasks: SearchEntry[] = PIPELINE_TYPES.filter((id) => TASKS_DATA[id]).map((id) => ({
    kind: "task",
    label: PIPELINE_DATA[id].name,
    href: `/tasks/${id}`,
    detail: id,
  }));
  const libraries: SearchEntry[] = ALL_MODEL_LIBRARY_KEYS.map((id) => ({
    kind: "library",
    label: MODEL_LIBRARIES_UI_ELEMENTS[id].prettyLabel,
    href: `/libraries?q=${encodeURIComponent(id)}`,
    detail: id,
  }));
  const models: SearchEntry[] = EXAMPLE_MODELS.map((model) => ({
    kind: "model",
    label: model.id,
    href: `/models/${model.id}`,
    detail: [model.pipeline_tag, model.library_name].filter(Boolean).join(" · "),
  }));
  return {
    entries: [...tasks, ...libraries, ...models],
    counts: { tasks: tasks.length, libraries: libraries.length, models: models.length },
  };
}
