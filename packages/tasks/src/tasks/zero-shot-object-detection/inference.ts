// Wire shapes of the zero-shot-object-detection task: what a request sends and what a reply holds.
import type { BoundingBox } from "../object-detection/inference";

export type { BoundingBox } from "../object-detection/inference";

export interface ZeroShotObjectDetectionInput {
  inputs: Blob;
  parameters: ZeroShotObjectDetectionParameters;
  [property: string]: unknown;
}

export interface ZeroShotObjectDetectionParameters {
  candidate_labels: string[];
  [property: string]: unknown;
}

export type ZeroShotObjectDetectionOutput = ZeroShotObjectDetectionOutputElement[];

export interface ZeroShotObjectDetectionOutputElement {
  box: BoundingBox;
  label: string;
  score: number;
  [property: string]: unknown;
}
