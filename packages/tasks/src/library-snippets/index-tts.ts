import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install git+https://github.com/index-tts/index-tts
from huggingface_hub import snapshot_download

from indextts.infer import IndexTTS

snapshot_download(${pyString(model.id)}, local_dir="checkpoints")

# config.yaml ships with the checkpoint
tts = IndexTTS(model_dir="checkpoints", cfg_path="checkpoints/config.yaml")

voice = "path/to/your/reference_voice.wav"  # the voice to imitate
text = "Good morning, and welcome to the museum."
tts.infer(voice, text, "output_index.wav")`,
  ];
}
