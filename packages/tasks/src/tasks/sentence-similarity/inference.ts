// Wire shapes of the sentence-similarity task: what a request sends and what a reply holds.

export type SentenceSimilarityOutput = number[];

export interface SentenceSimilarityInput {
  inputs: SentenceSimilarityInputData;
  parameters?: {
    [key: string]: unknown;
  };
  [property: string]: unknown;
}

export interface SentenceSimilarityInputData {
  sentences: string[];
  source_sentence: string;
  [property: string]: unknown;
}
