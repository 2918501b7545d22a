// Stanza: hub repositories are named `stanza-<language>`; the pipeline wants the language code.
import type { ModelData } from "../model-data";
import { nameWithoutNamespace, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const name = nameWithoutNamespace(model.id);
  const language = pyString(name.startsWith("stanza-") ? name.slice("stanza-".length) : name);
  return [
    `import stanza

stanza.download(${language})
nlp = stanza.Pipeline(${language})
doc = nlp("Barack Obama was born in Hawaii.")`,
  ];
}
