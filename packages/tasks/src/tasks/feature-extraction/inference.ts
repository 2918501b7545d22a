// Wire shapes of the feature-extraction task: what a request sends and what a reply holds.

export type FeatureExtractionOutput = Array<number[]>;

export interface FeatureExtractionInput {
  inputs: FeatureExtractionInputs;
  normalize?: boolean;
  prompt_name?: string;
  truncate?: boolean;
  truncation_direction?: FeatureExtractionInputTruncationDirection;
  [property: string]: unknown;
}

export type FeatureExtractionInputs = string[] | string;

export type FeatureExtractionInputTruncationDirection = "left" | "right";
