// The registry's facts about a library, as plain data for the libraries table and the library pages
// (snippet generators stay on the server).
import {
  ALL_MODEL_LIBRARY_KEYS,
  LIBRARY_TASK_MAPPING,
  type LibraryUiElement,
  libraryOf,
  MODEL_LIBRARIES_UI_ELEMENTS,
  type ModelLibraryKey,
  PIPELINE_DATA,
  TASKS_DATA,
} from "@inferkit/tasks";
import type { TaskLink } from "../components/TaskChips";
import { librariesOf, TAG_RUNTIMES } from "../model-snippets";
import type { LibrariesProps, LibraryRow } from "../pages/Libraries";
import { EXAMPLE_MODELS } from "./example-models";
import { LIBRARY_SUMMARIES } from "./library-summaries";

/** Name and repository link of each library id (unknown ids are left out). */
export function libraryLinks(ids: string[]) {
  return ids.flatMap((id) => {
    const library = libraryOf(id);
    return library ? [{ id, label: library.prettyLabel, repoUrl: library.repoUrl }] : [];
  });
}

/** The pipeline tasks a library's models run, from the catalogue's one library ↔ task table. */
export function libraryTasks(id: ModelLibraryKey): TaskLink[] {
  return (LIBRARY_TASK_MAPPING[id] ?? []).map((task) => ({
    id: task,
    label: PIPELINE_DATA[task].name,
    hasPage: TASKS_DATA[task] !== undefined,
  }));
}

/** File extensions whose downloads the Hub counts for the library (`path_extension:"gguf"` gives `gguf`). */
export function libraryFileTypes(entry: LibraryUiElement): string[] {
  const types = [...(entry.countDownloads ?? "").matchAll(/path_extension:"([\w.-]+)"/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
  return [...new Set(types)];
}

/** Model tags that make this site show the library's code whatever the model's `library_name`. */
export function libraryModelTags(id: ModelLibraryKey): string[] {
  return TAG_RUNTIMES.filter(([, library]) => library === id).map(([tag]) => tag);
}

/** Ids of this site's models whose page shows the library's code. */
export function librarySiteModels(id: ModelLibraryKey): string[] {
  return EXAMPLE_MODELS.filter((model) => librariesOf(model).includes(id)).map((model) => model.id);
}

export function libraryRow(id: ModelLibraryKey): LibraryRow {
  const entry: LibraryUiElement = MODEL_LIBRARIES_UI_ELEMENTS[id];
  return {
    id,
    label: entry.prettyLabel,
    repoName: entry.repoName,
    repoUrl: entry.repoUrl,
    docsUrl: entry.docsUrl ?? null,
    filter: entry.filter,
    hasSnippets: entry.snippets !== undefined,
    tasks: libraryTasks(id),
    fileTypes: libraryFileTypes(entry),
    modelTags: libraryModelTags(id),
    summary: LIBRARY_SUMMARIES[id] ?? "",
    siteModels: librarySiteModels(id).length,
  };
}

export function librariesProps(): LibrariesProps {
  return { libraries: ALL_MODEL_LIBRARY_KEYS.map(libraryRow) };
}
