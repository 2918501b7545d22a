import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `import soundfile as sf
from dia.model import Dia

model = Dia.from_pretrained(${pyString(model.id)})
text = "[S1] Did you finish the crossword this morning? [S2] Almost, one clue is left. [S1] Which one? [S2] A small brown bird, seven letters. (sighs) [S1] Sparrow!"
output = model.generate(text)

sf.write("simple.mp3", output, 44100)`,
  ];
}
