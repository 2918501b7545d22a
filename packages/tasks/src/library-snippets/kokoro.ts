import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, promptFor, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install kokoro soundfile
import soundfile as sf
from kokoro import KPipeline

pipeline = KPipeline(lang_code="a", repo_id=${pyString(model.id)})  # "a": American English

text = ${pyString(promptFor(model, DEFAULT_PROMPTS.speech))}
for i, (graphemes, phonemes, audio) in enumerate(pipeline(text, voice="af_heart")):
    sf.write(f"{i}.wav", audio, 24000)`,
  ];
}
