import {
  ALL_MODEL_LIBRARY_KEYS,
  LIBRARY_TASK_MAPPING,
  MODEL_LIBRARIES_UI_ELEMENTS,
  type ModelLibraryKey,
  PIPELINE_DATA,
  TASKS_DATA,
} from "@inferkit/tasks";
import type { LibrariesProps } from "../pages/Libraries";

function isLibraryKey(id: string): id is ModelLibraryKey {
  return id in MODEL_LIBRARIES_UI_ELEMENTS;
}

/** Name and repository link of each library id (unknown ids are left out). */
export function libraryLinks(ids: string[]) {
  return ids.filter(isLibraryKey).map((id) => ({
    id,
    label: MODEL_LIBRARIES_UI_ELEMENTS[id].prettyLabel,
    repoUrl: MODEL_LIBRARIES_UI_ELEMENTS[id].repoUrl,
  }));
}

/** The registry as plain rows (snippet generators stay on the server). */
export function librariesProps(): LibrariesProps {
  return {
    libraries: ALL_MODEL_LIBRARY_KEYS.map((id) => {
      const entry = MODEL_LIBRARIES_UI_ELEMENTS[id] as {
        prettyLabel: string;
        repoName: string;
        repoUrl: string;
        docsUrl?: string;
        filter: boolean;
        snippets?: unknown;
      };
      return {
        id,
        label: entry.prettyLabel,
        repoName: entry.repoName,
        repoUrl: entry.repoUrl,
        docsUrl: entry.docsUrl ?? null,
        filter: entry.filter,
        hasSnippets: typeof entry.snippets === "function",
        tasks: (LIBRARY_TASK_MAPPING[id] ?? []).map((task) => ({
          id: task,
          label: PIPELINE_DATA[task].name,
          hasPage: TASKS_DATA[task] !== undefined,
        })),
      };
    }),
  };
}
