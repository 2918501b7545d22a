// Wire shapes of the image-to-image task: what a request sends and what a reply holds.

export interface ImageToImageInput {
  inputs: Blob;
  parameters?: ImageToImageParameters;
  [property: string]: unknown;
}

export interface ImageToImageParameters {
  /** How strictly to follow the prompt; high values cost variety and often quality. */
  guidance_scale?: number;
  /** What the result should not show. */
  negative_prompt?: string;
  /** Denoising steps: more are slower and usually finer. */
  num_inference_steps?: number;
  prompt?: string;
  /** Size of the result in pixels. */
  target_size?: TargetSize;
  [property: string]: unknown;
}

export interface TargetSize {
  height: number;
  width: number;
  [property: string]: unknown;
}

export interface ImageToImageOutput {
  image?: unknown;
  [property: string]: unknown;
}
