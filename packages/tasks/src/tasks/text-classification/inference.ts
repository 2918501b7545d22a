// Wire shapes of the text-classification task: what a request sends and what a reply holds.

export interface TextClassificationInput {
  inputs: string;
  parameters?: TextClassificationParameters;
  [property: string]: unknown;
}

export interface TextClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
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
