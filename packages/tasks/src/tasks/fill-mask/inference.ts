// Wire shapes of the fill-mask task: what a request sends and what a reply holds.

export interface FillMaskInput {
  inputs: string;
  parameters?: FillMaskParameters;
  [property: string]: unknown;
}

export interface FillMaskParameters {
  /** Score only these candidates for the masked word. */
  targets?: string[];
  /** Report at most this many of the best entries. */
  top_k?: number;
  [property: string]: unknown;
}

export type FillMaskOutput = FillMaskOutputElement[];

export interface FillMaskOutputElement {
  score: number;
  sequence: string;
  token: number;
  tokenStr: unknown;
  token_str?: string;
  [property: string]: unknown;
}
