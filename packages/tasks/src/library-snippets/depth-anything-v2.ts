import type { ModelData } from "../model-data";
import { pyString } from "./common";
import { ownEntry } from "./shared/code";

interface DepthAnythingSettings {
  encoder: string;
  features: string;
  outChannels: string;
}

// Architecture settings of the official checkpoints (Depth-Anything-V2 README).
const OFFICIAL_CHECKPOINTS: Record<string, DepthAnythingSettings> = {
  "depth-anything/Depth-Anything-V2-Small": { encoder: "vits", features: "64", outChannels: "[48, 96, 192, 384]" },
  "depth-anything/Depth-Anything-V2-Base": { encoder: "vitb", features: "128", outChannels: "[96, 192, 384, 768]" },
  "depth-anything/Depth-Anything-V2-Large": {
    encoder: "vitl",
    features: "256",
    outChannels: "[256, 512, 1024, 1024]",
  },
};

// Other checkpoints: the user fills these in; bare names keep the snippet valid Python.
const PLACEHOLDERS: DepthAnythingSettings = {
  encoder: "<ENCODER>",
  features: "NUMBER_OF_FEATURES",
  outChannels: "OUT_CHANNELS",
};

export function snippets(model: ModelData): string[] {
  const settings = ownEntry(OFFICIAL_CHECKPOINTS, model.id) ?? PLACEHOLDERS;
  return [
    `# Install from https://github.com/DepthAnything/Depth-Anything-V2
import cv2
import torch
from huggingface_hub import hf_hub_download

from depth_anything_v2.dpt import DepthAnythingV2

model = DepthAnythingV2(encoder=${pyString(settings.encoder)}, features=${settings.features}, out_channels=${settings.outChannels})

filepath = hf_hub_download(repo_id=${pyString(model.id)}, filename=${pyString(`depth_anything_v2_${settings.encoder}.pth`)}, repo_type="model")
state_dict = torch.load(filepath, map_location="cpu")
model.load_state_dict(state_dict)
model.eval()

raw_img = cv2.imread("your/image/path")
depth = model.infer_image(raw_img)  # HxW depth map as a numpy array`,
  ];
}
