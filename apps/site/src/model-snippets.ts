// "Use this model" code for a model record: the snippets of its library, plus those of the
// local runtimes its tags call for (GGUF files run with llama-cpp-python, MLX weights with mlx).
import {
  isModelLibraryKey,
  type LibraryUiElement,
  MODEL_LIBRARIES_UI_ELEMENTS,
  type ModelData,
  type ModelLibraryKey,
} from "@inferkit/tasks";
import { guessSnippetLanguage, type SnippetLanguage } from "./snippet-language";

export interface LibrarySection {
  library: string;
  label: string;
  repoUrl: string;
  snippets: Array<{ code: string; language: SnippetLanguage }>;
}

/** Model tags whose files a library runs, whatever `library_name` says (the library page lists these too). */
export const TAG_RUNTIMES: Array<[tag: string, library: ModelLibraryKey]> = [
  ["gguf", "llama-cpp-python"],
  ["mlx", "mlx"],
];

export function librariesOf(model: ModelData): ModelLibraryKey[] {
  const ids = new Set<ModelLibraryKey>();
  if (model.library_name && isModelLibraryKey(model.library_name)) ids.add(model.library_name);
  for (const [tag, library] of TAG_RUNTIMES) if (model.tags.includes(tag)) ids.add(library);
  return [...ids];
}

export function librarySections(model: ModelData): LibrarySection[] {
  return librariesOf(model).flatMap((id) => {
    const entry: LibraryUiElement = MODEL_LIBRARIES_UI_ELEMENTS[id];
    const snippets = entry.snippets?.(model) ?? [];
    if (snippets.length === 0) return [];
    return [
      {
        library: id,
        label: entry.prettyLabel,
        repoUrl: entry.repoUrl,
        snippets: snippets.map((code) => ({ code, language: guessSnippetLanguage(code) })),
      },
    ];
  });
}
