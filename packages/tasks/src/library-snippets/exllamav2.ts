import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install exllamav2
from huggingface_hub import snapshot_download

from exllamav2 import ExLlamaV2, ExLlamaV2Cache, ExLlamaV2Config, ExLlamaV2Tokenizer
from exllamav2.generator import ExLlamaV2DynamicGenerator

model_dir = snapshot_download(${pyString(model.id)})
config = ExLlamaV2Config(model_dir)
model = ExLlamaV2(config)
cache = ExLlamaV2Cache(model, max_seq_len=32768, lazy=True)
model.load_autosplit(cache, progress=True)  # spreads the layers over the available GPUs
tokenizer = ExLlamaV2Tokenizer(config)

generator = ExLlamaV2DynamicGenerator(model=model, cache=cache, tokenizer=tokenizer)
print(generator.generate(prompt="Five good reasons to adopt a cat:", max_new_tokens=200, add_bos=True))`,
  ];
}
