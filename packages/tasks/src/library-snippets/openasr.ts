// OpenASR: a speech-recognition command line whose local store names each pack by the last part of its repo id.
import type { ModelData } from "../model-data";
import { nameWithoutNamespace, shellSnippets } from "./common";

export function snippets(model: ModelData): string[] {
  return shellSnippets(model, (repoId) => {
    const pack = nameWithoutNamespace(repoId);
    return [
      `# The openasr binary comes from https://github.com/QuintinShaw/openasr/releases
openasr pull ${pack}
openasr transcribe audio.wav --model ${pack}`,
    ];
  });
}
