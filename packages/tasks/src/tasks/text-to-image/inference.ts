// Wire shapes of the text-to-image task: what a request sends and what a reply holds.

export interface TextToImageInput {
  inputs: string;
  parameters?: TextToImageParameters;
  [property: string]: unknown;
}

export interface TextToImageParameters {
  /** How strictly to follow the prompt; high values cost variety and often quality. */
  guidance_scale?: number;
  height?: number;
  /** What the result should not show. */
  negative_prompt?: string;
  /** Denoising steps: more are slower and usually finer. */
  num_inference_steps?: number;
  /** Noise scheduler to use instead of the model's own. */
  scheduler?: string;
  seed?: number;
  width?: number;
  [property: string]: unknown;
}

export interface TextToImageOutput {
  image: unknown;
  [property: string]: unknown;
}
