// Wire shapes of the image-classification task: what a request sends and what a reply holds.
import type { ClassificationOutputTransform } from "../text-classification/inference";

export interface ImageClassificationInput {
  inputs: Blob;
  parameters?: ImageClassificationParameters;
  [property: string]: unknown;
}

export interface ImageClassificationParameters {
  /** How the model's raw scores become the reported ones. */
  function_to_apply?: ClassificationOutputTransform;
  /** Report at most this many of the best entries. */
  top_k?: number;
  [property: string]: unknown;
}

export type ImageClassificationOutput = ImageClassificationOutputElement[];

export interface ImageClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}
