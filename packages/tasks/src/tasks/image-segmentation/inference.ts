// Wire shapes of the image-segmentation task: what a request sends and what a reply holds.

export interface ImageSegmentationInput {
  inputs: Blob;
  parameters?: ImageSegmentationParameters;
  [property: string]: unknown;
}

export interface ImageSegmentationParameters {
  mask_threshold?: number;
  overlap_mask_area_threshold?: number;
  subtask?: ImageSegmentationSubtask;
  threshold?: number;
  [property: string]: unknown;
}

export type ImageSegmentationSubtask = "instance" | "panoptic" | "semantic";

export type ImageSegmentationOutput = ImageSegmentationOutputElement[];

export interface ImageSegmentationOutputElement {
  label: string;
  mask: string;
  score?: number;
  [property: string]: unknown;
}
