// Wire shapes of the token-classification task: what a request sends and what a reply holds.

export interface TokenClassificationInput {
  inputs: string;
  parameters?: TokenClassificationParameters;
  [property: string]: unknown;
}

export interface TokenClassificationParameters {
  aggregation_strategy?: TokenClassificationAggregationStrategy;
  ignore_labels?: string[];
  stride?: number;
  [property: string]: unknown;
}

export type TokenClassificationAggregationStrategy = "none" | "simple" | "first" | "average" | "max";

export type TokenClassificationOutput = TokenClassificationOutputElement[];

export interface TokenClassificationOutputElement {
  end: number;
  entity?: string;
  entity_group?: string;
  score: number;
  start: number;
  word: string;
  [property: string]: unknown;
}
