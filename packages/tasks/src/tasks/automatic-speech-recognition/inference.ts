// Wire shapes of the automatic-speech-recognition task: what a request sends and what a reply holds.

export interface AutomaticSpeechRecognitionInput {
  inputs: Blob;
  parameters?: AutomaticSpeechRecognitionParameters;
  [property: string]: unknown;
}

export interface AutomaticSpeechRecognitionParameters {
  generation_parameters?: GenerationParameters;
  return_timestamps?: boolean;
  [property: string]: unknown;
}

export interface GenerationParameters {
  do_sample?: boolean;
  early_stopping?: EarlyStoppingUnion;
  epsilon_cutoff?: number;
  eta_cutoff?: number;
  max_length?: number;
  max_new_tokens?: number;
  min_length?: number;
  min_new_tokens?: number;
  num_beam_groups?: number;
  num_beams?: number;
  penalty_alpha?: number;
  temperature?: number;
  top_k?: number;
  top_p?: number;
  typical_p?: number;
  use_cache?: boolean;
  [property: string]: unknown;
}

export type EarlyStoppingUnion = boolean | "never";

export interface AutomaticSpeechRecognitionOutput {
  chunks?: AutomaticSpeechRecognitionOutputChunk[];
  text: string;
  [property: string]: unknown;
}

export interface AutomaticSpeechRecognitionOutputChunk {
  text: string;
  timestamp: number[];
  [property: string]: unknown;
}
