import type { ModelData } from "../model-data";

// ChatterboxTTS.from_pretrained always fetches the official weights: the model record is not read.
export function snippets(_model: ModelData): string[] {
  return [
    `# pip install chatterbox-tts
import torchaudio as ta
from chatterbox.tts import ChatterboxTTS

model = ChatterboxTTS.from_pretrained(device="cuda")

text = "The ferry to the island runs twice a day in winter, so check the timetable before you set out."
wav = model.generate(text)
ta.save("test-1.wav", wav, model.sr)

# To speak with another voice, pass a reference recording
AUDIO_PROMPT_PATH = "YOUR_FILE.wav"
wav = model.generate(text, audio_prompt_path=AUDIO_PROMPT_PATH)
ta.save("test-2.wav", wav, model.sr)`,
  ];
}
