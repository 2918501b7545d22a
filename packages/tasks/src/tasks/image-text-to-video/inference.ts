// Wire shapes of the image-text-to-video task: what a request sends and what a reply holds.
import type { ImageToVideoParameters } from "../image-to-video/inference";

export interface ImageTextToVideoInput {
  inputs?: Blob;
  parameters?: ImageTextToVideoParameters;
  [property: string]: unknown;
}

// The same settings as image-to-video; the prompt then also steers the motion.
export type ImageTextToVideoParameters = ImageToVideoParameters;

export interface ImageTextToVideoOutput {
  video: unknown;
  [property: string]: unknown;
}
