// Wire shapes of the text-to-audio task: what a request sends and what a reply holds.
import type { GenerationParameters } from "../automatic-speech-recognition/inference";

export interface TextToAudioOutput {
  audio: Blob;
  sampling_rate: number;
  [property: string]: unknown;
}

export interface TextToAudioInput {
  inputs: string;
  parameters?: TextToAudioParameters;
  [property: string]: unknown;
}

export interface TextToAudioParameters {
  generation_parameters?: GenerationParameters;
  [property: string]: unknown;
}
