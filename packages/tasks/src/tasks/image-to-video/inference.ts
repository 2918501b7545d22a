// Wire shapes of the image-to-video task: what a request sends and what a reply holds.
import type { TargetSize } from "../image-to-image/inference";

export interface ImageToVideoInput {
  inputs: Blob;
  parameters?: ImageToVideoParameters;
  [property: string]: unknown;
}

export interface ImageToVideoParameters {
  /** How strictly to follow the prompt; high values cost variety and often quality. */
  guidance_scale?: number;
  /** What the result should not show. */
  negative_prompt?: string;
  /** How many frames to generate. */
  num_frames?: number;
  /** Denoising steps: more are slower and usually finer. */
  num_inference_steps?: number;
  prompt?: string;
  seed?: number;
  /** Size of the result in pixels. */
  target_size?: TargetSize;
  [property: string]: unknown;
}

export interface ImageToVideoOutput {
  video: unknown;
  [property: string]: unknown;
}
