// VoiceCraft: zero-shot speech editing and text-to-speech.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# Install from https://github.com/jasonppy/VoiceCraft
from models.voicecraft import VoiceCraft

model = VoiceCraft.from_pretrained(${pyString(model.id)})`,
  ];
}
