import type { ModelData } from "../model-data";
import { hasTag, NOTICES, noticeSnippet, pyString } from "./common";

/** AudioGen clips are this many seconds long in the example. */
const AUDIOGEN_DURATION_SECONDS = 5;

function musicgen(id: string): string {
  return `from audiocraft.models import MusicGen

model = MusicGen.get_pretrained(${pyString(id)})
descriptions = ["calm piano ballad", "upbeat funk with brass", "lo-fi hip hop beat"]
wav = model.generate(descriptions)  # one sample per description`;
}

function audiogen(id: string): string {
  return `from audiocraft.models import AudioGen

model = AudioGen.get_pretrained(${pyString(id)})
model.set_generation_params(duration=${AUDIOGEN_DURATION_SECONDS})  # seconds
descriptions = ["a door creaking open", "rain tapping on a tin roof", "a crowd cheering in a stadium"]
wav = model.generate(descriptions)  # one sample per description`;
}

function magnet(id: string): string {
  return `from audiocraft.models import MAGNeT

model = MAGNeT.get_pretrained(${pyString(id)})
descriptions = ["slow blues guitar", "driving techno", "bright marimba melody"]
wav = model.generate(descriptions)  # one sample per description`;
}

// The first matching family tag wins, in this order.
const FAMILIES: Array<[tag: string, snippet: (id: string) => string]> = [
  ["musicgen", musicgen],
  ["audiogen", audiogen],
  ["magnet", magnet],
];

export function snippets(model: ModelData): string[] {
  const family = FAMILIES.find(([tag]) => hasTag(model, tag));
  return family ? [family[1](model.id)] : noticeSnippet(NOTICES.typeOfModelUnknown);
}
