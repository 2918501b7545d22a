// OuteTTS: the Python interface runs the original weights; GGUF and ONNX mirrors need other runtimes.
import type { ModelData } from "../model-data";
import { hasTag, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  if (hasTag(model, "gguf") || hasTag(model, "onnx")) return [];
  const id = pyString(model.id);
  return [
    `# pip install outetts
import outetts

interface = outetts.Interface(
    config=outetts.ModelConfig(
        model_path=${id},
        tokenizer_path=${id},
        interface_version=outetts.InterfaceVersion.V3,
        backend=outetts.Backend.HF,
    )
)

speaker = interface.load_default_speaker("EN-FEMALE-1-NEUTRAL")
output = interface.generate(
    config=outetts.GenerationConfig(text="Your order has shipped and should arrive on Friday.", speaker=speaker)
)
output.save("output.wav")`,
  ];
}
