import type { ModelData } from "../model-data";

/** ChatTTS produces 24 kHz audio. */
const SAMPLE_RATE = 24000;

// The package downloads its own weights: the snippet does not depend on the model record.
export function snippets(_model: ModelData): string[] {
  return [
    `import ChatTTS
import torch
import torchaudio

chat = ChatTTS.Chat()
chat.load(compile=False)  # compile=True is faster once warmed up

texts = ["Type the words you want spoken here."]
wavs = chat.infer(texts)

torchaudio.save("output1.wav", torch.from_numpy(wavs[0]).unsqueeze(0), ${SAMPLE_RATE})`,
  ];
}
