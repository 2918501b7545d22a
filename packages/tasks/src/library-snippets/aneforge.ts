// ANEForge: a sentence-transformers look-alike whose encoder runs on the Apple Neural Engine.
import type { ModelData } from "../model-data";
import { DEFAULT_PROMPTS, pyString } from "./common";

export function snippets(model: ModelData): string[] {
  const sentences = DEFAULT_PROMPTS.sentences.map(pyString).join(", ");
  return [
    `# pip install aneforge
from aneforge.sentence_transformers import SentenceTransformer

model = SentenceTransformer(${pyString(model.id)})
embeddings = model.encode([${sentences}], normalize_embeddings=True)
print(embeddings.shape)`,
  ];
}
