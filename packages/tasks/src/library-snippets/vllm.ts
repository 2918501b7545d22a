// vLLM: offline inference with the LLM class (chat for conversational models); `vllm serve` for a server.
import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, hasTag, pyString, withRepoId } from "./common";

export function snippets(model: ModelData): string[] {
  const call = hasTag(model, "conversational")
    ? `messages = [{"role": "user", "content": ${pyString(DEFAULT_PROMPTS.chat)}}]
outputs = llm.chat(messages, sampling_params)`
    : `outputs = llm.generate(["The lighthouse keeper opened the door and"], sampling_params)`;
  const serveHint = withRepoId(model, (id) => `\n# To serve an OpenAI-compatible API instead: vllm serve ${id}`, "");
  return [
    `# pip install vllm${serveHint}
from vllm import LLM, SamplingParams

llm = LLM(model=${pyString(model.id)})
sampling_params = SamplingParams(temperature=0.7, max_tokens=256)

${call}
print(outputs[0].outputs[0].text)`,
  ];
}
