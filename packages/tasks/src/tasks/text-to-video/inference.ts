// Wire shapes of the text-to-video task: what a request sends and what a reply holds.

export interface TextToVideoInput {
  inputs: string;
  parameters?: TextToVideoParameters;
  [property: string]: unknown;
}

export interface TextToVideoParameters {
  guidance_scale?: number;
  negative_prompt?: string[];
  num_frames?: number;
  num_inference_steps?: number;
  seed?: number;
  [property: string]: unknown;
}

export interface TextToVideoOutput {
  video: unknown;
  [property: string]: unknown;
}
