// Stable Audio Tools: conditioned diffusion generation of stereo audio.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `import torch
import torchaudio
from einops import rearrange
from stable_audio_tools import get_pretrained_model
from stable_audio_tools.inference.generation import generate_diffusion_cond

device = "cuda" if torch.cuda.is_available() else "cpu"

# Download the model and its configuration
model, model_config = get_pretrained_model(${pyString(model.id)})
sample_rate = model_config["sample_rate"]
sample_size = model_config["sample_size"]
model = model.to(device)

# What to generate, and which 30-second window of it
conditioning = [{"prompt": "warm analog synth pads over a slow 90 BPM beat", "seconds_start": 0, "seconds_total": 30}]

# Sample the waveform (two channels)
output = generate_diffusion_cond(model, conditioning=conditioning, sample_size=sample_size, device=device)

# Merge the batch into one sequence, peak-normalise, convert to int16 and save
output = rearrange(output, "b d n -> d (b n)")
output = output.to(torch.float32).div(torch.max(torch.abs(output))).clamp(-1, 1).mul(32767).to(torch.int16).cpu()
torchaudio.save("output.wav", output, sample_rate)`,
  ];
}
