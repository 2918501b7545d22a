// Wire shapes of the question-answering task: what a request sends and what a reply holds.

export interface QuestionAnsweringInput {
  inputs: QuestionAnsweringInputData;
  parameters?: QuestionAnsweringParameters;
  [property: string]: unknown;
}

export interface QuestionAnsweringInputData {
  context: string;
  question: string;
  [property: string]: unknown;
}

export interface QuestionAnsweringParameters {
  /** Snap the answer's ends to whole words (wrong for languages written without spaces). */
  align_to_words?: boolean;
  /** Tokens two consecutive windows share when the context does not fit in one. */
  doc_stride?: number;
  /** Allow an empty answer when the context holds none. */
  handle_impossible_answer?: boolean;
  /** Longest answer, in tokens. */
  max_answer_len?: number;
  /** Longest question, in tokens; a longer one is cut. */
  max_question_len?: number;
  /** Length of one window of question and context, in tokens. */
  max_seq_len?: number;
  /** Report at most this many of the best entries. */
  top_k?: number;
  [property: string]: unknown;
}

export type QuestionAnsweringOutput = QuestionAnsweringOutputElement[];

export interface QuestionAnsweringOutputElement {
  answer: string;
  end: number;
  score: number;
  start: number;
  [property: string]: unknown;
}
