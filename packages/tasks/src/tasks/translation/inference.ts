// Wire shapes of the translation task: what a request sends and what a reply holds.

export interface TranslationInput {
  inputs: string;
  parameters?: TranslationParameters;
  [property: string]: unknown;
}

export interface TranslationParameters {
  clean_up_tokenization_spaces?: boolean;
  generate_parameters?: {
    [key: string]: unknown;
  };
  src_lang?: string;
  tgt_lang?: string;
  truncation?: TranslationTruncationStrategy;
  [property: string]: unknown;
}

export type TranslationTruncationStrategy = "do_not_truncate" | "longest_first" | "only_first" | "only_second";

export interface TranslationOutput {
  translation_text: string;
  [property: string]: unknown;
}
