import type { ModelData } from "../model-data";
import { hasTag, noticeSnippet, pyString } from "./common";

const UNKNOWN_TYPE = "Unknown ESPnet model type: it must be text-to-speech or automatic-speech-recognition";

function textToSpeech(id: string): string {
  return `from espnet2.bin.tts_inference import Text2Speech

model = Text2Speech.from_pretrained(${pyString(id)})

# Calling the model returns a dict; "wav" holds the waveform
speech = model("Thank you for calling, please hold the line.")["wav"]`;
}

function speechRecognition(id: string): string {
  return `import soundfile
from espnet2.bin.asr_inference import Speech2Text

model = Speech2Text.from_pretrained(${pyString(id)})

speech, rate = soundfile.read("speech.wav")
text, *_ = model(speech)[0]`;
}

export function snippets(model: ModelData): string[] {
  if (hasTag(model, "text-to-speech")) return [textToSpeech(model.id)];
  if (hasTag(model, "automatic-speech-recognition")) return [speechRecognition(model.id)];
  return noticeSnippet(UNKNOWN_TYPE);
}
