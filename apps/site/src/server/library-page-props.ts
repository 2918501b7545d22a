// The props of a library page (`/libraries/<id>`): the registry's facts, its install command where a
// snippet generator writes one (else a known package install), and its generator run on a model of this site (or a minimal record).
import {
  LIBRARY_TASK_MAPPING,
  type LibraryUiElement,
  MODEL_LIBRARIES_UI_ELEMENTS,
  type ModelData,
  type ModelLibraryKey,
} from "@inferkit/tasks";
import type { LibraryPageProps } from "../pages/Library";
import { guessSnippetLanguage } from "../snippet-language";
import { EXAMPLE_MODELS } from "./example-models";
import { LIBRARY_INSTALLS } from "./library-installs";
import { libraryRow, librarySiteModels } from "./library-props";

/** Id of the record built for libraries no model of this site uses. */
export const MINIMAL_MODEL_ID = "your-org/your-model";

/**
 * A snippet line that installs something (`# pip install x`, `// npm i x`, `cargo install x`…), without
 * its comment marker. The registry has no install field: only what a generator writes is shown.
 */
const INSTALL_LINE =
  /^\s*(?:#|\/\/|!|\$)?\s*((?:pip3? install|uv pip install|uv add|conda install|brew install|cargo install|npm (?:i|install)|pnpm add|yarn add)\s.+)$/;

/** Install commands of the snippets, leaving out those that install the model itself (spaCy's wheels). */
export function installCommands(snippets: string[], model: ModelData): string[] {
  const commands = snippets.flatMap((code) =>
    code.split("\n").flatMap((line) => {
      const command = INSTALL_LINE.exec(line)?.[1]?.trim();
      return command && !command.includes(model.id) ? [command] : [];
    }),
  );
  return [...new Set(commands)];
}

/** The generator's install lines, or the library's known package install when it writes none. */
function installOf(id: ModelLibraryKey, fromSnippets: string[]): string[] {
  const known = LIBRARY_INSTALLS[id];
  return fromSnippets.length > 0 || known === undefined ? fromSnippets : [known];
}

function minimalRecord(id: ModelLibraryKey): ModelData {
  return { id: MINIMAL_MODEL_ID, tags: [], library_name: id, pipeline_tag: LIBRARY_TASK_MAPPING[id]?.[0] };
}

export function libraryPageProps(id: ModelLibraryKey): LibraryPageProps {
  const entry: LibraryUiElement = MODEL_LIBRARIES_UI_ELEMENTS[id];
  const models = librarySiteModels(id);
  const record = EXAMPLE_MODELS.find((model) => model.id === models[0]) ?? minimalRecord(id);
  const code = entry.snippets?.(record) ?? [];
  return {
    library: libraryRow(id),
    install: installOf(id, installCommands(code, record)),
    usage: entry.snippets
      ? {
          model: record.id,
          onSite: models.length > 0,
          snippets: code.map((snippet) => ({ code: snippet, language: guessSnippetLanguage(snippet) })),
        }
      : null,
    models,
  };
}
