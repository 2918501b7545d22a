// Wire shapes of the text-generation task: what a request sends and what a reply holds.

export interface TextGenerationInput {
  inputs: string;
  parameters?: TextGenerationInputGenerateParameters;
  stream?: boolean;
  [property: string]: unknown;
}

export interface TextGenerationInputGenerateParameters {
  adapter_id?: string;
  best_of?: number;
  decoder_input_details?: boolean;
  details?: boolean;
  do_sample?: boolean;
  frequency_penalty?: number;
  grammar?: TextGenerationInputGrammarType;
  max_new_tokens?: number;
  repetition_penalty?: number;
  return_full_text?: boolean;
  seed?: number;
  stop?: string[];
  temperature?: number;
  top_k?: number;
  top_n_tokens?: number;
  top_p?: number;
  truncate?: number;
  typical_p?: number;
  watermark?: boolean;
  [property: string]: unknown;
}

export interface TextGenerationInputGrammarType {
  type: Type;
  value: unknown;
  [property: string]: unknown;
}

export type Type = "json" | "regex" | "json_schema";

export interface TextGenerationOutput {
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
  special: boolean;
  text: string;
  [property: string]: unknown;
}

export interface TextGenerationStreamOutput {
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
  special: boolean;
  text: string;
  [property: string]: unknown;
}
