// mamba-ssm: the Mamba language-model head loads straight from the hub.
import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install mamba-ssm
import torch
from mamba_ssm.models.mixer_seq_simple import MambaLMHeadModel

model = MambaLMHeadModel.from_pretrained(${pyString(model.id)}, device="cuda", dtype=torch.float16)`,
  ];
}
