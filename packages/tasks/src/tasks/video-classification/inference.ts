// Wire shapes of the video-classification task: what a request sends and what a reply holds.
import type { ClassificationOutputTransform } from "../text-classification/inference";

export interface VideoClassificationInput {
  inputs: unknown;
  parameters?: VideoClassificationParameters;
  [property: string]: unknown;
}

export interface VideoClassificationParameters {
  frame_sampling_rate?: number;
  function_to_apply?: ClassificationOutputTransform;
  num_frames?: number;
  top_k?: number;
  [property: string]: unknown;
}

export type VideoClassificationOutput = VideoClassificationOutputElement[];

export interface VideoClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}
