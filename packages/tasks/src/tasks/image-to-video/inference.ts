// Wire shapes of the image-to-video task: what a request sends and what a reply holds.
import type { TargetSize } from "../image-to-image/inference";

export interface ImageToVideoInput {
  inputs: Blob;
  parameters?: ImageToVideoParameters;
  [property: string]: unknown;
}

export interface ImageToVideoParameters {
  guidance_scale?: number;
  negative_prompt?: string;
  num_frames?: number;
  num_inference_steps?: number;
  prompt?: string;
  seed?: number;
  target_size?: TargetSize;
  [property: string]: unknown;
}

export interface ImageToVideoOutput {
  video: unknown;
  [property: string]: unknown;
}
