// Wire shapes of the zero-shot-classification task: what a request sends and what a reply holds.

export interface ZeroShotClassificationInput {
  inputs: string;
  parameters: ZeroShotClassificationParameters;
  [property: string]: unknown;
}

export interface ZeroShotClassificationParameters {
  candidate_labels: string[];
  /** A sentence with `{}` where each candidate label goes, tested against the input. */
  hypothesis_template?: string;
  /** Score each label on its own, so several can apply at once. */
  multi_label?: boolean;
  [property: string]: unknown;
}

export type ZeroShotClassificationOutput = ZeroShotClassificationOutputElement[];

export interface ZeroShotClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}
