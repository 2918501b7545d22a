// Wire shapes of the audio-classification task: what a request sends and what a reply holds.
import type { ClassificationOutputTransform } from "../text-classification/inference";

export interface AudioClassificationInput {
  inputs: Blob;
  parameters?: AudioClassificationParameters;
  [property: string]: unknown;
}

export interface AudioClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}

export type AudioClassificationOutput = AudioClassificationOutputElement[];

export interface AudioClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}
