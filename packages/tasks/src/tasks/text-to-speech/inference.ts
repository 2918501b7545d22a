// Wire shapes of the text-to-speech task: what a request sends and what a reply holds.
import type { GenerationParameters } from "../automatic-speech-recognition/inference";

export interface TextToSpeechOutput {
  audio: Blob;
  sampling_rate?: number;
  [property: string]: unknown;
}

export interface TextToSpeechInput {
  inputs: string;
  parameters?: TextToSpeechParameters;
  [property: string]: unknown;
}

export interface TextToSpeechParameters {
  generation_parameters?: GenerationParameters;
  [property: string]: unknown;
}
