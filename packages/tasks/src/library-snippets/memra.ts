// memra: a CUDA inference engine for GGUF models, driven from the shell with `hf:<repo>` model specs.
import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, promptFor, shellQuote, shellSnippets } from "./common";

export function snippets(model: ModelData): string[] {
  return shellSnippets(model, (repoId) => [
    `# Prebuilt binaries: Linux x86_64 with a recent NVIDIA driver (Blackwell GPUs; Hopper only in source builds)
curl -fsSL https://raw.githubusercontent.com/avifenesh/memra/main/tools/install.sh | sh`,
    `# A single reply through the chat template; add :<part of a file name> to the spec to pick one GGUF file
MEMRA_CHAT=1 run-gen hf:${repoId} --prompt ${shellQuote(promptFor(model, DEFAULT_PROMPTS.chat))}`,
    `# The same model behind an OpenAI-compatible API at http://127.0.0.1:8080
MEMRA_MODELS=model=hf:${repoId} memra-server`,
  ]);
}
