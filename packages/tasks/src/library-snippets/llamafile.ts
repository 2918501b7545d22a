// llamafile: a single self-contained executable; download it, make it executable and run it.
import type { ModelData } from "../model-data";
import { shellQuote } from "./common";
import { fileWithExtension } from "./shared/code";

export function snippets(model: ModelData): string[] {
  const file = fileWithExtension(model, [".llamafile"]);
  const download = file
    ? `hf download ${shellQuote(model.id)} ${shellQuote(file)} --local-dir .\nLLAMAFILE=${shellQuote(`./${file}`)}`
    : `hf download ${shellQuote(model.id)} --include "*.llamafile" --local-dir .\nLLAMAFILE=$(ls ./*.llamafile | head -n 1)`;
  return [
    `# pip install -U huggingface_hub
${download}
chmod +x "$LLAMAFILE"

# Opens a chat in the terminal and a local web UI
"$LLAMAFILE"`,
  ];
}
