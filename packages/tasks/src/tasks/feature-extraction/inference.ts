// Wire shapes of the feature-extraction task: what a request sends and what a reply holds.

export type FeatureExtractionOutput = Array<number[]>;

export interface FeatureExtractionInput {
  inputs: FeatureExtractionInputs;
  /** Scale each embedding to length 1. */
  normalize?: boolean;
  /** A prompt stored with the model (e.g. `query`) to put before the input. */
  prompt_name?: string;
  /** Cut an input longer than the model takes instead of failing. */
  truncate?: boolean;
  /** Which end of an overlong input is cut. */
  truncation_direction?: FeatureExtractionInputTruncationDirection;
  [property: string]: unknown;
}

export type FeatureExtractionInputs = string[] | string;

export type FeatureExtractionInputTruncationDirection = "left" | "right";
