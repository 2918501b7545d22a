// Wire shapes of the table-question-answering task: what a request sends and what a reply holds.

export interface TableQuestionAnsweringInput {
  inputs: TableQuestionAnsweringInputData;
  parameters?: TableQuestionAnsweringParameters;
  [property: string]: unknown;
}

export interface TableQuestionAnsweringInputData {
  question: string;
  table: {
    [key: string]: string[];
  };
  [property: string]: unknown;
}

export interface TableQuestionAnsweringParameters {
  /** How inputs are padded to one length. */
  padding?: Padding;
  /** Answer the questions one after another, as conversational models need. */
  sequential?: boolean;
  /** Cut a table too long for the model instead of failing. */
  truncation?: boolean;
  [property: string]: unknown;
}

export type Padding = "do_not_pad" | "longest" | "max_length";

export type TableQuestionAnsweringOutput = TableQuestionAnsweringOutputElement[];

export interface TableQuestionAnsweringOutputElement {
  /** How the cells combine into the answer (`SUM`, `COUNT`, ...), when the model does that. */
  aggregator?: string;
  answer: string;
  cells: string[];
  coordinates: Array<number[]>;
  [property: string]: unknown;
}
