// Qwen3-TTS: speech from text in one of the model's preset voices, steered by a style instruction.
import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, promptFor, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install qwen-tts
import soundfile as sf
import torch
from qwen_tts import Qwen3TTSModel

model = Qwen3TTSModel.from_pretrained(
    ${pyString(model.id)},
    device_map="cuda:0",
    dtype=torch.bfloat16,
    attn_implementation="flash_attention_2",  # needs flash-attn; drop this line without it
)

wavs, sample_rate = model.generate_custom_voice(
    text=${pyString(promptFor(model, DEFAULT_PROMPTS.speech))},
    language="English",
    speaker="Ryan",
    instruct="Calm and warm, at an easy pace.",
)
sf.write("speech.wav", wavs[0], sample_rate)`,
  ];
}
