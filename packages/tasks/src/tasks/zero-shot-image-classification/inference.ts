// Wire shapes of the zero-shot-image-classification task: what a request sends and what a reply holds.

export interface ZeroShotImageClassificationInput {
  inputs: Blob;
  parameters: ZeroShotImageClassificationParameters;
  [property: string]: unknown;
}

export interface ZeroShotImageClassificationParameters {
  candidate_labels: string[];
  /** A sentence with `{}` where each candidate label goes, tested against the input. */
  hypothesis_template?: string;
  [property: string]: unknown;
}

export type ZeroShotImageClassificationOutput = ZeroShotImageClassificationOutputElement[];

export interface ZeroShotImageClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}
