import {
  ALL_MODEL_LIBRARY_KEYS,
  LIBRARY_TASK_MAPPING,
  type LibraryUiElement,
  libraryOf,
  MODEL_LIBRARIES_UI_ELEMENTS,
  PIPELINE_DATA,
  TASKS_DATA,
} from "@inferkit/tasks";
import type { LibrariesProps } from "../pages/Libraries";

/** Name and repository link of each library id (unknown ids are left out). */
export function libraryLinks(ids: string[]) {
  return ids.flatMap((id) => {
    const library = libraryOf(id);
    return library ? [{ id, label: library.prettyLabel, repoUrl: library.repoUrl }] : [];
  });
}

/** The registry as plain rows (snippet generators stay on the server). */
export function librariesProps(): LibrariesProps {
  return {
    libraries: ALL_MODEL_LIBRARY_KEYS.map((id) => {
      const entry: LibraryUiElement = MODEL_LIBRARIES_UI_ELEMENTS[id];
      return {
        id,
        label: entry.prettyLabel,
        repoName: entry.repoName,
        repoUrl: entry.repoUrl,
        docsUrl: entry.docsUrl ?? null,
        filter: entry.filter,
        hasSnippets: entry.snippets !== undefined,
        tasks: (LIBRARY_TASK_MAPPING[id] ?? []).map((task) => ({
          id: task,
          label: PIPELINE_DATA[task].name,
          hasPage: TASKS_DATA[task] !== undefined,
        })),
      };
    }),
  };
}
