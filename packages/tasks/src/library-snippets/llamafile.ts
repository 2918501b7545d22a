// llamafile: a single self-contained executable; download it, make it executable and run it.
import type { ModelData } from "../model-data";
import { shellQuote, shellSnippets } from "./common";
import { fileWithExtension } from "./shared/code";

export function snippets(model: ModelData): string[] {
  const listed = fileWithExtension(model, [".llamafile"]);
  // A file name starting with `-` would read as an option of `hf download`.
  const file = listed?.startsWith("-") ? undefined : listed;
  return shellSnippets(model, (id) => {
    const download = file
      ? `hf download ${id} ${shellQuote(file)} --local-dir .\nLLAMAFILE=${shellQuote(`./${file}`)}`
      : `hf download ${id} --include "*.llamafile" --local-dir .\nLLAMAFILE=$(ls ./*.llamafile | head -n 1)`;
    return [
      `# pip install -U huggingface_hub
${download}
chmod +x "$LLAMAFILE"

# Opens a chat in the terminal and a local web UI
"$LLAMAFILE"`,
    ];
  });
}
