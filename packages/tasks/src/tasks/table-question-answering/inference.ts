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
  padding?: Padding;
  sequential?: boolean;
  truncation?: boolean;
  [property: string]: unknown;
}

export type Padding = "do_not_pad" | "longest" | "max_length";

export type TableQuestionAnsweringOutput = TableQuestionAnsweringOutputElement[];

export interface TableQuestionAnsweringOutputElement {
  aggregator?: string;
  answer: string;
  cells: string[];
  coordinates: Array<number[]>;
  [property: string]: unknown;
}
