// Pocket TTS: a small text-to-speech model that clones the voice of a short audio prompt.
import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, promptFor, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install pocket-tts scipy
import scipy.io.wavfile
from pocket_tts import TTSModel

tts_model = TTSModel.load_model(${pyString(model.id)})
# Any short recording works as the voice; this one is from Kyutai's voice collection
voice_state = tts_model.get_state_for_audio_prompt("hf://kyutai/tts-voices/alba-mackenna/casual.wav")

audio = tts_model.generate_audio(voice_state, ${pyString(promptFor(model, DEFAULT_PROMPTS.speech))})
scipy.io.wavfile.write("speech.wav", tts_model.sample_rate, audio.numpy())  # mono PCM samples`,
  ];
}
