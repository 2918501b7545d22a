// VoxCPM: tokenizer-free text to speech, optionally in the voice of a prompt recording.
import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, promptFor, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install voxcpm
import soundfile as sf
from voxcpm import VoxCPM

model = VoxCPM.from_pretrained(${pyString(model.id)})

wav = model.generate(
    text=${pyString(promptFor(model, DEFAULT_PROMPTS.speech))},
    prompt_wav_path=None,  # a recording (and its transcript below) to clone a voice
    prompt_text=None,
    cfg_value=2.0,  # higher follows the prompt more closely, sometimes at the cost of naturalness
    inference_timesteps=10,  # more steps: better audio, slower
)
sf.write("speech.wav", wav, model.tts_model.sample_rate)`,
  ];
}
