// Wire shapes of the token-classification task: what a request sends and what a reply holds.

export interface TokenClassificationInput {
  inputs: string;
  parameters?: TokenClassificationParameters;
  [property: string]: unknown;
}

export interface TokenClassificationParameters {
  /** How per-token predictions merge into entities. */
  aggregation_strategy?: TokenClassificationAggregationStrategy;
  /** Labels left out of the result, such as the one for "no entity". */
  ignore_labels?: string[];
  /** Tokens two consecutive chunks of a long text share. */
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
