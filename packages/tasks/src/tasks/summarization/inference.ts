// Wire shapes of the summarization task: what a request sends and what a reply holds.

export interface SummarizationInput {
  inputs: string;
  parameters?: SummarizationParameters;
  [property: string]: unknown;
}

export interface SummarizationParameters {
  /** Remove the spaces decoding leaves before punctuation. */
  clean_up_tokenization_spaces?: boolean;
  /** Options passed on to the model's generation loop. */
  generate_parameters?: {
    [key: string]: unknown;
  };
  /** How an input too long for the model is cut. */
  truncation?: SummarizationTruncationStrategy;
  [property: string]: unknown;
}

export type SummarizationTruncationStrategy = "do_not_truncate" | "longest_first" | "only_first" | "only_second";

export interface SummarizationOutput {
  summary_text: string;
  [property: string]: unknown;
}
