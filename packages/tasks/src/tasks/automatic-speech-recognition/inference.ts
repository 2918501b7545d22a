// Wire shapes of the automatic-speech-recognition task: what a request sends and what a reply holds.

export interface AutomaticSpeechRecognitionInput {
  inputs: Blob;
  parameters?: AutomaticSpeechRecognitionParameters;
  [property: string]: unknown;
}

export interface AutomaticSpeechRecognitionParameters {
  generation_parameters?: GenerationParameters;
  /** Also return the text in timed chunks. */
  return_timestamps?: boolean;
  [property: string]: unknown;
}

export interface GenerationParameters {
  do_sample?: boolean;
  /** When beam search stops: `true` once enough candidates are finished, `"never"` only when no better one can come. */
  early_stopping?: EarlyStoppingUnion;
  /** Never sample a token whose probability is below this floor. */
  epsilon_cutoff?: number;
  /** Like `epsilon_cutoff`, with a floor that adapts to how spread out the probabilities are. */
  eta_cutoff?: number;
  max_length?: number;
  max_new_tokens?: number;
  min_length?: number;
  min_new_tokens?: number;
  /** Split the beams into this many groups pushed apart from each other (diverse beam search). */
  num_beam_groups?: number;
  num_beams?: number;
  /** Degeneration penalty of contrastive search (which it switches on, together with `top_k`). */
  penalty_alpha?: number;
  temperature?: number;
  /** Sample only among this many most likely tokens. */
  top_k?: number;
  /** Sample only among the most likely tokens whose probabilities add up to this share. */
  top_p?: number;
  /** Locally typical sampling: keep the tokens whose surprise is closest to the expected one, up to this mass. */
  typical_p?: number;
  /** Reuse the attention cache between decoding steps, trading memory for speed. */
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
  /** Start and end of the chunk, in seconds. */
  timestamp: number[];
  [property: string]: unknown;
}
