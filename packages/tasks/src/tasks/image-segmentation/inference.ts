// Wire shapes of the image-segmentation task: what a request sends and what a reply holds.

export interface ImageSegmentationInput {
  inputs: Blob;
  parameters?: ImageSegmentationParameters;
  [property: string]: unknown;
}

export interface ImageSegmentationParameters {
  /** Probability from which a pixel counts as part of a mask. */
  mask_threshold?: number;
  /** Drop a mask's stray parts smaller than this share of it. */
  overlap_mask_area_threshold?: number;
  /** Kind of segmentation, for models that do several. */
  subtask?: ImageSegmentationSubtask;
  /** Lowest score a kept prediction may have. */
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
