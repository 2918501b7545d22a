import type { ModelData } from "../model-data";
import { pyString } from "./common";

export function snippets(model: ModelData): string[] {
  return [
    `from flair.data import Sentence
from flair.models import SequenceTagger

tagger = SequenceTagger.load(${pyString(model.id)})

sentence = Sentence("George Washington went to Washington.")
tagger.predict(sentence)
print(sentence)`,
  ];
}
