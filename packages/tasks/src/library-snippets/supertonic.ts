// Supertonic: on-device text to speech; the package downloads its default model and voice styles itself.
import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, promptFor, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install supertonic
from supertonic import TTS

tts = TTS(auto_download=True)
style = tts.get_voice_style(voice_name="M1")

wav, duration = tts.synthesize(${pyString(promptFor(model, DEFAULT_PROMPTS.speech))}, voice_style=style)
tts.save_audio(wav, "speech.wav")`,
  ];
}
