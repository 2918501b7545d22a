import type { ModelData } from "../model-data";
import { nameWithoutNamespace, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const localDir = `pretrained_models/${nameWithoutNamespace(model.id)}`;
  return [
    `# Run from a clone of https://github.com/FunAudioLLM/CosyVoice
import torchaudio
from huggingface_hub import snapshot_download

from cosyvoice.cli.cosyvoice import CosyVoice2
from cosyvoice.utils.file_utils import load_wav

model_dir = snapshot_download(${pyString(model.id)}, local_dir=${pyString(localDir)})
cosyvoice = CosyVoice2(model_dir, load_jit=False, load_trt=False, fp16=False)

# Zero-shot voice cloning from a 16 kHz reference recording and its transcript
prompt_speech_16k = load_wav("prompt.wav", 16000)
outputs = cosyvoice.inference_zero_shot(
    "Hello! This sentence is spoken with the voice of the reference recording.",
    "Transcript of the reference recording.",
    prompt_speech_16k,
    stream=False,
)
for i, output in enumerate(outputs):
    torchaudio.save(f"zero_shot_{i}.wav", output["tts_speech"], cosyvoice.sample_rate)`,
  ];
}
