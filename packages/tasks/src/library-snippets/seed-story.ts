// SEED-Story: built from the Hydra configs of its repository around a Llama 2 chat model.
export function snippets(): string[] {
  return [
    `# Install from https://github.com/TencentARC/SEED-Story
import hydra
from omegaconf import OmegaConf

# Config files of the SEED-Story repository
llm_cfg_path = "configs/clm_models/llama2chat7b_lora.yaml"
seed_story_cfg_path = "configs/clm_models/agent_7b_sft.yaml"

# load Llama 2
llm_cfg = OmegaConf.load(llm_cfg_path)
llm = hydra.utils.instantiate(llm_cfg, torch_dtype="fp16")

# initialize SEED-Story
seed_story_cfg = OmegaConf.load(seed_story_cfg_path)
seed_story = hydra.utils.instantiate(seed_story_cfg, llm=llm)`,
  ];
}
