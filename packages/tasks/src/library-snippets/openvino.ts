// OpenVINO: exported language models run with OpenVINO GenAI; other IR models with the OpenVINO runtime.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const download = `from huggingface_hub import snapshot_download

model_dir = snapshot_download(${pyString(model.id)})`;
  if (model.pipeline_tag === "text-generation") {
    return [
      `# pip install openvino-genai huggingface_hub
import openvino_genai as ov_genai
${download}

pipe = ov_genai.LLMPipeline(model_dir, "CPU")
print(pipe.generate("What is OpenVINO?", max_new_tokens=100))`,
    ];
  }
  return [
    `# pip install openvino huggingface_hub
import openvino as ov
${download}

core = ov.Core()
compiled_model = core.compile_model(f"{model_dir}/openvino_model.xml", "CPU")
print(compiled_model.inputs)`,
  ];
}
