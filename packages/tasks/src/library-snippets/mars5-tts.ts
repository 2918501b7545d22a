// MARS5-TTS: voice cloning from a short reference clip and its transcript.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# Install from https://github.com/Camb-ai/MARS5-TTS
import librosa
import torch
from inference import Mars5TTS, InferenceConfig

mars5 = Mars5TTS.from_pretrained(${pyString(model.id)})

# A 2-12 second reference clip of the voice to clone, and what is said in it
wav, _ = librosa.load("reference.wav", sr=mars5.sr, mono=True)
reference = torch.from_numpy(wav)
config = InferenceConfig(deep_clone=True)
ar_codes, output_audio = mars5.tts("The quick brown fox jumps over the lazy dog.", reference, "Transcript of the reference clip.", cfg=config)`,
  ];
}
