import type { ModelData } from "../model-data";
import { hasTag, pyString } from "./common";

// Sampling settings: Flux models are distilled for few steps without guidance.
const FLUX_SETTINGS = { steps: 4, cfgWeight: 0 };
const DEFAULT_SETTINGS = { steps: 50, cfgWeight: 5 };
const IMAGE_SIZE = 512;

export function snippets(model: ModelData): string[] {
  const isFlux = hasTag(model, "flux");
  const id = pyString(model.id);
  const pipeline = isFlux
    ? `# Flux checkpoints load with FluxPipeline
from diffusionkit.mlx import FluxPipeline

pipeline = FluxPipeline(shift=1.0, model_version=${id}, low_memory_mode=True, a16=True, w16=True)`
    : `# Stable Diffusion 3 checkpoints load with DiffusionPipeline
from diffusionkit.mlx import DiffusionPipeline

pipeline = DiffusionPipeline(shift=3.0, use_t5=False, model_version=${id}, low_memory_mode=True, a16=True, w16=True)`;
  const { steps, cfgWeight } = isFlux ? FLUX_SETTINGS : DEFAULT_SETTINGS;
  const generate = `# Sample one image at the settings below
HEIGHT = ${IMAGE_SIZE}
WIDTH = ${IMAGE_SIZE}
NUM_STEPS = ${steps}
CFG_WEIGHT = ${cfgWeight}

image, _ = pipeline.generate_image(
    "a bowl of ripe pears on a wooden table",
    cfg_weight=CFG_WEIGHT,
    num_steps=NUM_STEPS,
    latent_size=(HEIGHT // 8, WIDTH // 8),
)`;
  return [pipeline, generate];
}
