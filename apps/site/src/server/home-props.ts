import { ALL_MODEL_LIBRARY_KEYS } from "@inferkit/tasks";
import type { HomeProps } from "../pages/Home";
import { EXAMPLE_MODELS } from "./example-models";
import { TASK_PAGE_IDS } from "./task-index-props";

/** What the home page counts: tasks with a page, registry libraries, example model pages. */
export function homeProps(): HomeProps {
  return {
    counts: { tasks: TASK_PAGE_IDS.length, libraries: ALL_MODEL_LIBRARY_KEYS.length, models: EXAMPLE_MODELS.length },
  };
}
