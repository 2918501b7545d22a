// Wire shapes of the object-detection task: what a request sends and what a reply holds.

export interface ObjectDetectionInput {
  inputs: Blob;
  parameters?: ObjectDetectionParameters;
  [property: string]: unknown;
}

export interface ObjectDetectionParameters {
  /** Lowest score a kept prediction may have. */
  threshold?: number;
  [property: string]: unknown;
}

export interface BoundingBox {
  xmax: number;
  xmin: number;
  ymax: number;
  ymin: number;
  [property: string]: unknown;
}

export type ObjectDetectionOutput = ObjectDetectionOutputElement[];

export interface ObjectDetectionOutputElement {
  box: BoundingBox;
  label: string;
  score: number;
  [property: string]: unknown;
}
