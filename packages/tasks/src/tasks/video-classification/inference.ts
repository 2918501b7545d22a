// Wire shapes of the video-classification task: what a request sends and what a reply holds.
import type { ClassificationOutputTransform } from "../text-classification/inference";

export interface VideoClassificationInput {
  inputs: unknown;
  parameters?: VideoClassificationParameters;
  [property: string]: unknown;
}

export interface VideoClassificationParameters {
  /** Keep one frame in this many. */
  frame_sampling_rate?: number;
  /** How the model's raw scores become the reported ones. */
  function_to_apply?: ClassificationOutputTransform;
  /** How many frames of the video the model looks at. */
  num_frames?: number;
  /** Report at most this many of the best entries. */
  top_k?: number;
  [property: string]: unknown;
}

export type VideoClassificationOutput = VideoClassificationOutputElement[];

export interface VideoClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}
