// Wire shapes of the visual-question-answering task: what a request sends and what a reply holds.

export interface VisualQuestionAnsweringInput {
  inputs: VisualQuestionAnsweringInputData;
  parameters?: VisualQuestionAnsweringParameters;
  [property: string]: unknown;
}

export interface VisualQuestionAnsweringInputData {
  image: unknown;
  question: string;
  [property: string]: unknown;
}

export interface VisualQuestionAnsweringParameters {
  /** Report at most this many of the best entries. */
  top_k?: number;
  [property: string]: unknown;
}

export type VisualQuestionAnsweringOutput = VisualQuestionAnsweringOutputElement[];

export interface VisualQuestionAnsweringOutputElement {
  answer?: string;
  score: number;
  [property: string]: unknown;
}
