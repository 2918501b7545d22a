// Zonos: text-to-speech conditioned on a speaker embedding from a reference clip.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install git+https://github.com/Zyphra/Zonos.git
import torchaudio
from zonos.conditioning import make_cond_dict
from zonos.model import Zonos

model = Zonos.from_pretrained(${pyString(model.id)}, device="cuda")

wav, sr = torchaudio.load("speaker.wav")  # a 5-10 s reference clip
speaker = model.make_speaker_embedding(wav, sr)

cond = make_cond_dict(text="Thanks for waiting, your table is ready.", speaker=speaker, language="en-us")
codes = model.generate(model.prepare_conditioning(cond))

audio = model.autoencoder.decode(codes)[0].cpu()
torchaudio.save("sample.wav", audio, model.autoencoder.sampling_rate)`,
  ];
}
