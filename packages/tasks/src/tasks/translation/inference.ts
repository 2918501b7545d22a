// Wire shapes of the translation task: what a request sends and what a reply holds.

export interface TranslationInput {
  inputs: string;
  parameters?: TranslationParameters;
  [property: string]: unknown;
}

export interface TranslationParameters {
  /** Remove the spaces decoding leaves before punctuation. */
  clean_up_tokenization_spaces?: boolean;
  /** Options passed on to the model's generation loop. */
  generate_parameters?: {
    [key: string]: unknown;
  };
  /** Language code of the input, for models that translate between many languages. */
  src_lang?: string;
  /** Language code of the output, for models that translate between many languages. */
  tgt_lang?: string;
  /** How an input too long for the model is cut. */
  truncation?: TranslationTruncationStrategy;
  [property: string]: unknown;
}

export type TranslationTruncationStrategy = "do_not_truncate" | "longest_first" | "only_first" | "only_second";

export interface TranslationOutput {
  translation_text: string;
  [property: string]: unknown;
}
