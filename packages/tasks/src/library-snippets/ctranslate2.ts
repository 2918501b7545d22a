import type { ModelData } from "../model-data";
import { pyString } from "./common";

// Speech recognition checkpoints converted for CTranslate2 are run through faster-whisper.
function speechRecognition(id: string): string {
  return `# pip install faster-whisper
from faster_whisper import WhisperModel

model = WhisperModel(${pyString(id)}, device="auto")

segments, info = model.transcribe("audio.mp3")
for segment in segments:
    print(f"[{segment.start:.2f}s -> {segment.end:.2f}s] {segment.text}")`;
}

function textGeneration(id: string): string {
  return `import ctranslate2
import transformers
from huggingface_hub import snapshot_download

model_path = snapshot_download(${pyString(id)})
generator = ctranslate2.Generator(model_path, device="auto")
tokenizer = transformers.AutoTokenizer.from_pretrained(model_path)

tokens = tokenizer.convert_ids_to_tokens(tokenizer.encode("Hello, my name is"))
results = generator.generate_batch([tokens], max_length=64)
print(tokenizer.decode(results[0].sequences_ids[0]))`;
}

export function snippets(model: ModelData): string[] {
  return [
    model.pipeline_tag === "automatic-speech-recognition" ? speechRecognition(model.id) : textGeneration(model.id),
  ];
}
