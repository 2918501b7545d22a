// Wire shapes of the zero-shot-classification task: what a request sends and what a reply holds.

export interface ZeroShotClassificationInput {
  inputs: string;
  parameters: ZeroShotClassificationParameters;
  [property: string]: unknown;
}

export interface ZeroShotClassificationParameters {
  candidate_labels: string[];
  hypothesis_template?: string;
  multi_label?: boolean;
  [property: string]: unknown;
}

export type ZeroShotClassificationOutput = ZeroShotClassificationOutputElement[];

export interface ZeroShotClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}
