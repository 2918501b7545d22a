// Wire shapes of the document-question-answering task: what a request sends and what a reply holds.

export interface DocumentQuestionAnsweringInput {
  inputs: DocumentQuestionAnsweringInputData;
  parameters?: DocumentQuestionAnsweringParameters;
  [property: string]: unknown;
}

export interface DocumentQuestionAnsweringInputData {
  image: unknown;
  question: string;
  [property: string]: unknown;
}

export interface DocumentQuestionAnsweringParameters {
  /** Tokens two consecutive windows share when the context does not fit in one. */
  doc_stride?: number;
  /** Allow an empty answer when the context holds none. */
  handle_impossible_answer?: boolean;
  /** Language the OCR reads. */
  lang?: string;
  /** Longest answer, in tokens. */
  max_answer_len?: number;
  /** Longest question, in tokens; a longer one is cut. */
  max_question_len?: number;
  /** Length of one window of question and context, in tokens. */
  max_seq_len?: number;
  /** Report at most this many of the best entries. */
  top_k?: number;
  /** Words and their boxes found beforehand: given, no OCR runs on the image. */
  word_boxes?: WordBox[];
  [property: string]: unknown;
}

export type WordBox = number[] | string;

export type DocumentQuestionAnsweringOutput = DocumentQuestionAnsweringOutputElement[];

export interface DocumentQuestionAnsweringOutputElement {
  answer: string;
  end: number;
  score: number;
  start: number;
  [property: string]: unknown;
}
