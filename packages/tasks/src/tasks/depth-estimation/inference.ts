// Wire shapes of the depth-estimation task: what a request sends and what a reply holds.

export interface DepthEstimationInput {
  inputs: unknown;
  parameters?: {
    [key: string]: unknown;
  };
  [property: string]: unknown;
}

export interface DepthEstimationOutput {
  depth?: unknown;
  predicted_depth?: unknown;
  [property: string]: unknown;
}
