// Wire shapes of the text-to-image task: what a request sends and what a reply holds.

export interface TextToImageInput {
  inputs: string;
  parameters?: TextToImageParameters;
  [property: string]: unknown;
}

export interface TextToImageParameters {
  guidance_scale?: number;
  height?: number;
  negative_prompt?: string;
  num_inference_steps?: number;
  scheduler?: string;
  seed?: number;
  width?: number;
  [property: string]: unknown;
}

export interface TextToImageOutput {
  image: unknown;
  [property: string]: unknown;
}
