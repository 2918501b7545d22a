// Wire shapes of the image-to-text task: what a request sends and what a reply holds.
import type { GenerationParameters } from "../automatic-speech-recognition/inference";

export interface ImageToTextInput {
  inputs: Blob;
  parameters?: ImageToTextParameters;
  [property: string]: unknown;
}

export interface ImageToTextParameters {
  generation_parameters?: GenerationParameters;
  max_new_tokens?: number;
  [property: string]: unknown;
}

export interface ImageToTextOutput {
  generatedText: unknown;
  generated_text?: string;
  [property: string]: unknown;
}
