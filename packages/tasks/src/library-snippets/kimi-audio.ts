import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install git+https://github.com/MoonshotAI/Kimi-Audio.git
import soundfile as sf
from kimia_infer.api.kimia import KimiAudio

model = KimiAudio(model_path=${pyString(model.id)}, load_detokenizer=True)

sampling_params = {
    "audio_temperature": 0.8,
    "audio_top_k": 10,
    "text_temperature": 0.0,
    "text_top_k": 5,
}

# Speech recognition
messages_asr = [
    {"role": "user", "message_type": "text", "content": "Write down what is said in this recording."},
    {"role": "user", "message_type": "audio", "content": "asr_example.wav"},
]
_, text = model.generate(messages_asr, **sampling_params, output_type="text")
print(text)

# Spoken conversation
messages_conv = [{"role": "user", "message_type": "audio", "content": "qa_example.wav"}]
wav, text = model.generate(messages_conv, **sampling_params, output_type="both")
sf.write("output_audio.wav", wav.cpu().view(-1).numpy(), 24000)
print(text)`,
  ];
}
