// LiteRT-LM: Google's on-device runtime for language models. Its pip package brings a command line
// tool that fetches a `.litertlm` bundle straight from the Hub, which is the quickest way to try one.
import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, promptFor, shellQuote, shellSnippets } from "./common";

export function snippets(model: ModelData): string[] {
  const prompt = promptFor(model, DEFAULT_PROMPTS.chat);
  return shellSnippets(model, (id) => [
    `# The same bundle also runs from the C++, Kotlin, Swift and JavaScript APIs (Android, iOS, desktop, web);
# the command line tool is the shortest way to see it answer on this machine.
pip install -U litert-lm

litert-lm run \\
  --from-huggingface-repo=${id} \\
  --prompt=${shellQuote(prompt)}`,
  ]);
}
