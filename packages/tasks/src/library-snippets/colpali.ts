import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const id = pyString(model.id);
  return [
    `# pip install colpali-engine
import torch
from PIL import Image

from colpali_engine.models import ColPali, ColPaliProcessor

model = ColPali.from_pretrained(${id}, torch_dtype=torch.bfloat16, device_map="cuda:0").eval()
processor = ColPaliProcessor.from_pretrained(${id})

images = [Image.new("RGB", (32, 32), color="white"), Image.new("RGB", (16, 16), color="black")]
queries = ["Is attention really all you need?", "What is the amount of bananas farmed in Salvador?"]

batch_images = processor.process_images(images).to(model.device)
batch_queries = processor.process_queries(queries).to(model.device)

with torch.no_grad():
    image_embeddings = model(**batch_images)
    query_embeddings = model(**batch_queries)

scores = processor.score_multi_vector(query_embeddings, image_embeddings)`,
  ];
}
