import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `import soundfile as sf
from kittentts import KittenTTS

model = KittenTTS(${pyString(model.id)})
audio = model.generate("Small enough to speak on a laptop processor alone.", voice="expr-voice-2-f")

sf.write("output.wav", audio, 24000)`,
  ];
}
