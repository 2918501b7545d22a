// Image and video tasks: generation, transformation, classification, detection, captioning, questions.
import { mediaTask, runTask } from "../lib/run";
import * as tables from "../providers/registry";
import type {
  BaseArgs,
  BinaryTaskArgs,
  ClassificationOutput,
  DocumentQuestionAnsweringOutput,
  ImageSegmentationOutputElement,
  ImageToTextOutput,
  ObjectDetectionOutputElement,
  Options,
  TaskArgs,
  VisualQuestionAnsweringOutput,
} from "../types";

export type TextToImageArgs = TaskArgs<string>;
export type ImageToImageArgs = TaskArgs<Blob | ArrayBuffer>;
/** The image is optional: without one the model generates from the prompt alone. */
type ImageTextArgs = BaseArgs & {
  inputs?: Blob | ArrayBuffer;
  parameters?: Record<string, unknown>;
  [key: string]: unknown;
};
export type ImageTextToImageArgs = ImageTextArgs;
export type TextToVideoArgs = TaskArgs<string>;
export type ImageToVideoArgs = TaskArgs<Blob | ArrayBuffer>;
export type ImageTextToVideoArgs = ImageTextArgs;
export type ImageClassificationArgs = BinaryTaskArgs;
export type ImageSegmentationArgs = BinaryTaskArgs;
export type ObjectDetectionArgs = BinaryTaskArgs;
export type ZeroShotImageClassificationArgs = TaskArgs<Blob | ArrayBuffer | { image: Blob | ArrayBuffer }>;
export type ImageToTextArgs = BinaryTaskArgs;
type ImageQuestionArgs = TaskArgs<{ question: string; image: Blob | ArrayBuffer }>;
export type VisualQuestionAnsweringArgs = ImageQuestionArgs;
export type DocumentQuestionAnsweringArgs = ImageQuestionArgs;

/** Generates an image from a prompt. */
export const textToImage = /* @__PURE__ */ mediaTask<TextToImageArgs>(tables.TEXT_TO_IMAGE, "text-to-image");

/** Transforms an image as the prompt in `parameters` says. */
export const imageToImage = /* @__PURE__ */ mediaTask<ImageToImageArgs>(tables.IMAGE_TO_IMAGE, "image-to-image");

/** Generates or edits an image from a prompt and an optional image. */
export const imageTextToImage = /* @__PURE__ */ mediaTask<ImageTextToImageArgs>(
  tables.IMAGE_TEXT_TO_IMAGE,
  "image-text-to-image",
);

/** Generates a video from a prompt. */
export const textToVideo = /* @__PURE__ */ mediaTask<TextToVideoArgs>(tables.TEXT_TO_VIDEO, "text-to-video");

/** Animates an image into a video. */
export const imageToVideo = /* @__PURE__ */ mediaTask<ImageToVideoArgs>(tables.IMAGE_TO_VIDEO, "image-to-video");

/** Generates a video from a prompt and an optional image. */
export const imageTextToVideo = /* @__PURE__ */ mediaTask<ImageTextToVideoArgs>(
  tables.IMAGE_TEXT_TO_VIDEO,
  "image-text-to-video",
);

export function imageClassification(args: ImageClassificationArgs, options?: Options): Promise<ClassificationOutput> {
  return runTask<ClassificationOutput>(args, options, tables.IMAGE_CLASSIFICATION, "image-classification");
}

export function imageSegmentation(
  args: ImageSegmentationArgs,
  options?: Options,
): Promise<ImageSegmentationOutputElement[]> {
  return runTask<ImageSegmentationOutputElement[]>(args, options, tables.IMAGE_SEGMENTATION, "image-segmentation");
}

export function objectDetection(args: ObjectDetectionArgs, options?: Options): Promise<ObjectDetectionOutputElement[]> {
  return runTask<ObjectDetectionOutputElement[]>(args, options, tables.OBJECT_DETECTION, "object-detection");
}

export function zeroShotImageClassification(
  args: ZeroShotImageClassificationArgs,
  options?: Options,
): Promise<ClassificationOutput> {
  return runTask<ClassificationOutput>(
    args,
    options,
    tables.ZERO_SHOT_IMAGE_CLASSIFICATION,
    "zero-shot-image-classification",
  );
}

export function imageToText(args: ImageToTextArgs, options?: Options): Promise<ImageToTextOutput> {
  return runTask<ImageToTextOutput>(args, options, tables.IMAGE_TO_TEXT, "image-to-text");
}

export function visualQuestionAnswering(
  args: VisualQuestionAnsweringArgs,
  options?: Options,
): Promise<VisualQuestionAnsweringOutput> {
  return runTask<VisualQuestionAnsweringOutput>(
    args,
    options,
    tables.VISUAL_QUESTION_ANSWERING,
    "visual-question-answering",
  );
}

export function documentQuestionAnswering(
  args: DocumentQuestionAnsweringArgs,
  options?: Options,
): Promise<DocumentQuestionAnsweringOutput> {
  return runTask<DocumentQuestionAnsweringOutput>(
    args,
    options,
    tables.DOCUMENT_QUESTION_ANSWERING,
    "document-question-answering",
  );
}
