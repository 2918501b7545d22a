// MLC LLM: compiled weights run with the OpenAI-style MLCEngine; `HF://` points it at the hub repository.
import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install mlc-llm (see https://llm.mlc.ai/docs/install/mlc_llm.html for the build of your platform)
from mlc_llm import MLCEngine

model = ${pyString(`HF://${model.id}`)}
engine = MLCEngine(model)

for response in engine.chat.completions.create(
    messages=[{"role": "user", "content": ${pyString(DEFAULT_PROMPTS.chat)}}],
    model=model,
    stream=True,
):
    for choice in response.choices:
        print(choice.delta.content, end="", flush=True)
print()

engine.terminate()`,
  ];
}
