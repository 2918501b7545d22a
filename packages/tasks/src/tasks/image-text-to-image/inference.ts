// Wire shapes of the image-text-to-image task: what a request sends and what a reply holds.
import type { TargetSize } from "../image-to-image/inference";

export interface ImageTextToImageInput {
  inputs?: Blob;
  parameters?: ImageTextToImageParameters;
  [property: string]: unknown;
}

export interface ImageTextToImageParameters {
  /** How strictly to follow the prompt; high values cost variety and often quality. */
  guidance_scale?: number;
  /** What the result should not show. */
  negative_prompt?: string;
  /** Denoising steps: more are slower and usually finer. */
  num_inference_steps?: number;
  prompt?: string;
  seed?: number;
  /** Size of the result in pixels. */
  target_size?: TargetSize;
  [property: string]: unknown;
}

export interface ImageTextToImageOutput {
  image: unknown;
  [property: string]: unknown;
}
