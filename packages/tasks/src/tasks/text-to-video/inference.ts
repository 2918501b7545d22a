// Wire shapes of the text-to-video task: what a request sends and what a reply holds.

export interface TextToVideoInput {
  inputs: string;
  parameters?: TextToVideoParameters;
  [property: string]: unknown;
}

export interface TextToVideoParameters {
  /** How strictly to follow the prompt; high values cost variety and often quality. */
  guidance_scale?: number;
  /** What the result should not show. */
  negative_prompt?: string[];
  /** How many frames to generate. */
  num_frames?: number;
  /** Denoising steps: more are slower and usually finer. */
  num_inference_steps?: number;
  seed?: number;
  [property: string]: unknown;
}

export interface TextToVideoOutput {
  video: unknown;
  [property: string]: unknown;
}
