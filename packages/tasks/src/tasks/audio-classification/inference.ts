// Wire shapes of the audio-classification task: what a request sends and what a reply holds.
import type { ClassificationOutputTransform } from "../text-classification/inference";

export interface AudioClassificationInput {
  inputs: Blob;
  parameters?: AudioClassificationParameters;
  [property: string]: unknown;
}

export interface AudioClassificationParameters {
  /** How the model's raw scores become the reported ones. */
  function_to_apply?: ClassificationOutputTransform;
  /** Report at most this many of the best entries. */
  top_k?: number;
  [property: string]: unknown;
}

export type AudioClassificationOutput = AudioClassificationOutputElement[];

export interface AudioClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}
