// Wire shapes of the image-classification task: what a request sends and what a reply holds.
import type { ClassificationOutputTransform } from "../text-classification/inference";

export interface ImageClassificationInput {
  inputs: Blob;
  parameters?: ImageClassificationParameters;
  [property: string]: unknown;
}

export interface ImageClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}

export type ImageClassificationOutput = ImageClassificationOutputElement[];

export interface ImageClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}
