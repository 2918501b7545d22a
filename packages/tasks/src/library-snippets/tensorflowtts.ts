// TensorFlowTTS: text-to-mel models need their processor; vocoders turn mel spectrograms into audio.
import type { ModelData } from "../model-data";
import { hasTag, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  if (hasTag(model, "text-to-mel")) {
    return [
      `from tensorflow_tts.inference import AutoProcessor, TFAutoModel

processor = AutoProcessor.from_pretrained(${id})
model = TFAutoModel.from_pretrained(${id})`,
    ];
  }
  if (hasTag(model, "mel-to-wav")) {
    return [
      `from tensorflow_tts.inference import TFAutoModel

model = TFAutoModel.from_pretrained(${id})
# \`mels\` are the mel spectrograms of a text-to-mel model
audios = model.inference(mels)`,
    ];
  }
  return [
    `from tensorflow_tts.inference import TFAutoModel

model = TFAutoModel.from_pretrained(${id})`,
  ];
}
