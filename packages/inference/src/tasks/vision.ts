// Image and video tasks: generation, transformation, classification, detection, captioning, questions.
import { runTask } from "../lib/run";
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
  OutputType,
  TaskArgs,
  TextToVideoOutput,
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

export type TextToImageOptions = Options & { outputType?: OutputType };

/** Generates an image: a Blob by default, its URL with `outputType: "url"`, the raw answer with `"json"`. */
export function textToImage(
  args: TextToImageArgs,
  options: TextToImageOptions & { outputType: "url" },
): Promise<string>;
export function textToImage(
  args: TextToImageArgs,
  options: TextToImageOptions & { outputType: "json" },
): Promise<Record<string, unknown>>;
export function textToImage(args: TextToImageArgs, options?: TextToImageOptions): Promise<Blob>;
export function textToImage(args: TextToImageArgs, options?: TextToImageOptions): Promise<unknown> {
  return runTask<unknown>(args, options, tables.TEXT_TO_IMAGE, "text-to-image", {
    outputType: options?.outputType,
  });
}

export function imageToImage(args: ImageToImageArgs, options?: Options): Promise<Blob> {
  return runTask<Blob>(args, options, tables.IMAGE_TO_IMAGE, "image-to-image");
}

export function imageTextToImage(args: ImageTextToImageArgs, options?: Options): Promise<Blob> {
  return runTask<Blob>(args, options, tables.IMAGE_TEXT_TO_IMAGE, "image-text-to-image");
}

export function textToVideo(args: TextToVideoArgs, options?: Options): Promise<TextToVideoOutput> {
  return runTask<TextToVideoOutput>(args, options, tables.TEXT_TO_VIDEO, "text-to-video");
}

export function imageToVideo(args: ImageToVideoArgs, options?: Options): Promise<Blob> {
  return runTask<Blob>(args, options, tables.IMAGE_TO_VIDEO, "image-to-video");
}

export function imageTextToVideo(args: ImageTextToVideoArgs, options?: Options): Promise<Blob> {
  return runTask<Blob>(args, options, tables.IMAGE_TEXT_TO_VIDEO, "image-text-to-video");
}

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
