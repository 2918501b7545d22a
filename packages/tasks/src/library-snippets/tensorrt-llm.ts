// TensorRT-LLM: the LLM API builds an engine for the hub checkpoint and generates with it.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install tensorrt_llm
from tensorrt_llm import LLM, SamplingParams

llm = LLM(model=${pyString(model.id)})
outputs = llm.generate(["Hello, my name is"], SamplingParams(temperature=0.8, top_p=0.95))
for output in outputs:
    print(output.outputs[0].text)`,
  ];
}
