// cortiq: a single Rust binary that runs .cmf model files, in the terminal or as an HTTP server.
import type { ModelData } from "../model-data";
import { shellSnippets } from "./common";

export function snippets(model: ModelData): string[] {
  return shellSnippets(model, (id) => [
    `cargo install cortiq-cli  # prebuilt binaries: https://github.com/infosave2007/cmf/releases
hf download ${id} --include "*.cmf" --local-dir .
ls ./*.cmf  # a repository may hold several quantizations: pick one as MODEL below`,
    `MODEL=$(ls ./*.cmf | head -n 1)
cortiq run "$MODEL" --prompt "Name three primary colours."`,
    `MODEL=$(ls ./*.cmf | head -n 1)
# Serves an OpenAI-compatible API on http://localhost:8080
cortiq serve "$MODEL" --port 8080`,
  ]);
}
