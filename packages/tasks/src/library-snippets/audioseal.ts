import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  return [
    `# Embed an inaudible watermark in a clip
from audioseal import AudioSeal

model = AudioSeal.load_generator(${id})
# wav: a tensor of shape (batch, channels, samples); sr: its sample rate
wav, sr = tensor_wav, 16000
watermark = model.get_watermark(wav, sr)
watermarked_audio = wav + watermark`,
    `# Check a clip for that watermark
from audioseal import AudioSeal

detector = AudioSeal.load_detector(${id})
result, message = detector.detect_watermark(watermarked_audio, sr)`,
  ];
}
