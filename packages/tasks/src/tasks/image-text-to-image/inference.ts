// Wire shapes of the image-text-to-image task: what a request sends and what a reply holds.
import type { TargetSize } from "../image-to-image/inference";

export interface ImageTextToImageInput {
  inputs?: Blob;
  parameters?: ImageTextToImageParameters;
  [property: string]: unknown;
}

export interface ImageTextToImageParameters {
  guidance_scale?: number;
  negative_prompt?: string;
  num_inference_steps?: number;
  prompt?: string;
  seed?: number;
  target_size?: TargetSize;
  [property: string]: unknown;
}

export interface ImageTextToImageOutput {
  image: unknown;
  [property: string]: unknown;
}
