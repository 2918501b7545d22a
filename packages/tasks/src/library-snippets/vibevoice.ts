// VibeVoice: long multi-speaker speech; each "Speaker N:" line is voiced after the Nth voice sample.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  return [
    `import librosa
import soundfile as sf
import torch
from vibevoice.modular.modeling_vibevoice_inference import VibeVoiceForConditionalGenerationInference
from vibevoice.processor.vibevoice_processor import VibeVoiceProcessor

# The model expects mono voice samples at 24 kHz
voice, _ = librosa.load("voice_sample.wav", sr=24000, mono=True)

processor = VibeVoiceProcessor.from_pretrained(${id})
model = VibeVoiceForConditionalGenerationInference.from_pretrained(${id}, torch_dtype=torch.bfloat16).to("cuda").eval()
model.set_ddpm_inference_steps(5)  # few diffusion steps: fast, slightly rougher audio

script = "Speaker 0: Did the parcel arrive?\\nSpeaker 1: Yes, this morning."
inputs = processor(text=[script], voice_samples=[[voice, voice]], return_tensors="pt")
inputs = {name: value.to("cuda") if torch.is_tensor(value) else value for name, value in inputs.items()}
audio = model.generate(**inputs, cfg_scale=1.3, tokenizer=processor.tokenizer).speech_outputs[0]
sf.write("dialogue.wav", audio.float().cpu().numpy().squeeze(), 24000)`,
  ];
}
