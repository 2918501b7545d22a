import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `# pip install --no-binary :all: cartesia-pytorch
from cartesia_pytorch import ReneLMHeadModel
from transformers import AutoTokenizer

model = ReneLMHeadModel.from_pretrained(${pyString(model.id)})
tokenizer = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")

inputs = tokenizer(["The first thing to know about tides is"], return_tensors="pt")
outputs = model.generate(inputs.input_ids, max_length=50, top_k=100, top_p=0.99)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])`,
  ];
}
