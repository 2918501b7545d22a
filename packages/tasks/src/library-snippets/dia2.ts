// Dia2: dialogue speech from a script whose turns are tagged [S1], [S2].
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install git+https://github.com/nari-labs/dia2
from dia2 import Dia2, GenerationConfig, SamplingConfig

dia = Dia2.from_repo(${pyString(model.id)}, device="cuda", dtype="bfloat16")
config = GenerationConfig(
    cfg_scale=2.0,
    audio=SamplingConfig(temperature=0.8, top_k=50),
    use_cuda_graph=True,
)
script = "[S1] Did the parcel arrive? [S2] It came this morning."
dia.generate(script, config=config, output_wav="dialogue.wav", verbose=True)`,
  ];
}
