// Wire shapes of the text-generation task: what a request sends and what a reply holds.

export interface TextGenerationInput {
  inputs: string;
  parameters?: TextGenerationInputGenerateParameters;
  stream?: boolean;
  [property: string]: unknown;
}

export interface TextGenerationInputGenerateParameters {
  /** LoRA adapter to apply to the base model. */
  adapter_id?: string;
  /** Generate this many sequences and return the most likely. */
  best_of?: number;
  /** Also report the prompt's tokens (in `prefill`). */
  decoder_input_details?: boolean;
  /** Report token-level details with the text. */
  details?: boolean;
  do_sample?: boolean;
  /** Positive values make a token less likely the more often it already appeared. */
  frequency_penalty?: number;
  /** Constrain the output to a JSON schema or a regular expression. */
  grammar?: TextGenerationInputGrammarType;
  max_new_tokens?: number;
  /** Above 1, tokens that already appeared become less likely. */
  repetition_penalty?: number;
  /** Return the prompt followed by the generated text. */
  return_full_text?: boolean;
  seed?: number;
  stop?: string[];
  temperature?: number;
  /** Sample only among this many most likely tokens. */
  top_k?: number;
  /** Report this many most likely tokens at each step. */
  top_n_tokens?: number;
  /** Sample only among the most likely tokens whose probabilities add up to this share. */
  top_p?: number;
  /** Keep only this many tokens of the prompt. */
  truncate?: number;
  /** Locally typical sampling: keep the tokens whose surprise is closest to the expected one, up to this mass. */
  typical_p?: number;
  /** Mark the output statistically as machine-generated. */
  watermark?: boolean;
  [property: string]: unknown;
}

export interface TextGenerationInputGrammarType {
  type: TextGenerationGrammarKind;
  value: unknown;
  [property: string]: unknown;
}

export type TextGenerationGrammarKind = "json" | "regex" | "json_schema";

export interface TextGenerationOutput {
  /** Report token-level details with the text. */
  details?: TextGenerationOutputDetails;
  generated_text: string;
  [property: string]: unknown;
}

/** What a finished generation reports, for the returned text and for each best-of candidate alike. */
interface TextGenerationOutputSequence {
  finish_reason: TextGenerationOutputFinishReason;
  generated_tokens: number;
  prefill: TextGenerationOutputPrefillToken[];
  seed?: number;
  tokens: TextGenerationOutputToken[];
  top_tokens?: Array<TextGenerationOutputToken[]>;
  [property: string]: unknown;
}

export interface TextGenerationOutputDetails extends TextGenerationOutputSequence {
  best_of_sequences?: TextGenerationOutputBestOfSequence[];
}

export interface TextGenerationOutputBestOfSequence extends TextGenerationOutputSequence {
  generated_text: string;
}

export type TextGenerationOutputFinishReason = "length" | "eos_token" | "stop_sequence";

export interface TextGenerationOutputPrefillToken {
  id: number;
  logprob: number;
  text: string;
  [property: string]: unknown;
}

export interface TextGenerationOutputToken {
  id: number;
  logprob: number;
  /** Whether the token is a special one (such as end of sequence) rather than text. */
  special: boolean;
  text: string;
  [property: string]: unknown;
}

export interface TextGenerationStreamOutput {
  /** Report token-level details with the text. */
  details?: TextGenerationStreamOutputStreamDetails;
  generated_text?: string;
  index: number;
  token: TextGenerationStreamOutputToken;
  top_tokens?: TextGenerationStreamOutputToken[];
  [property: string]: unknown;
}

export interface TextGenerationStreamOutputStreamDetails {
  finish_reason: TextGenerationOutputFinishReason;
  generated_tokens: number;
  input_length: number;
  seed?: number;
  [property: string]: unknown;
}

export interface TextGenerationStreamOutputToken {
  id: number;
  logprob: number;
  /** Whether the token is a special one (such as end of sequence) rather than text. */
  special: boolean;
  text: string;
  [property: string]: unknown;
}
