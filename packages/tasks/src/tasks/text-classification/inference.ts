// Wire shapes of the text-classification task: what a request sends and what a reply holds.

export interface TextClassificationInput {
  inputs: string;
  parameters?: TextClassificationParameters;
  [property: string]: unknown;
}

export interface TextClassificationParameters {
  /** How the model's raw scores become the reported ones. */
  function_to_apply?: ClassificationOutputTransform;
  /** Report at most this many of the best entries. */
  top_k?: number;
  [property: string]: unknown;
}

export type ClassificationOutputTransform = "sigmoid" | "softmax" | "none";

export type TextClassificationOutput = TextClassificationOutputElement[];

export interface TextClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}
