// The header search's index, written by the prerender step as a static asset (see site-search.ts).
import { ALL_MODEL_LIBRARY_KEYS, isPipelineType, PIPELINE_DATA, TASKS_DATA } from "@inferkit/tasks";
import type { SearchIndex } from "../site-search";
import { EXAMPLE_MODELS } from "./example-models";
import { libraryRow } from "./library-props";
import { TASK_PAGE_IDS } from "./task-index-props";

/** Descriptions are one line under a result: longer text is cut at a word. */
const MAX_DESCRIPTION = 110;

function shorten(text: string): string {
  if (text.length <= MAX_DESCRIPTION) return text;
  const cut = text.slice(0, MAX_DESCRIPTION);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.]$/, "")}…`;
}

/** What a library is: its summary, else the tasks or file types it is known by. */
function libraryDescription(id: (typeof ALL_MODEL_LIBRARY_KEYS)[number]): string {
  const row = libraryRow(id);
  if (row.summary) return shorten(row.summary);
  if (row.tasks.length > 0) return shorten(`Library for ${row.tasks.map((t) => t.label).join(", ")}`);
  if (row.fileTypes.length > 0) return `Library · ${row.fileTypes.map((type) => `.${type}`).join(", ")} files`;
  return "Model library";
}

export function buildSearchIndex(): SearchIndex {
  return {
    tasks: TASK_PAGE_IDS.map((id) => [id, PIPELINE_DATA[id].name, shorten(TASKS_DATA[id]?.summary ?? "")]),
    libraries: ALL_MODEL_LIBRARY_KEYS.map((id) => [id, libraryRow(id).label, libraryDescription(id)]),
    models: EXAMPLE_MODELS.map((model) => [
      model.id,
      [isPipelineType(model.pipeline_tag) ? PIPELINE_DATA[model.pipeline_tag].name : "", model.library_name]
        .filter(Boolean)
        .join(" · "),
    ]),
  };
}
