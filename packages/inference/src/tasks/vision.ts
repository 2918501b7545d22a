// Image and video tasks: generation, transformation, classification, detection, captioning, questions.
import { runTask } from "../lib/run";
import * as tables from "../providers/registry";
import type {
  BinaryTaskArgs,
  ClassificationOutput,
  DocumentQuestionAnsweringOutput,
  ImageSegmentationOutputElement,
  ImageToTextOutput,
  ObjectDetectionOutputElement,
  Options,
  OutputType,
  TaskArgs,
  VisualQuestionAnsweringOutput,
} from "../types";

export type TextToImageOptions = Options & { outputType?: OutputType };

/** Generates an image: a Blob by default, its URL with `outputType: "url"`, the raw answer with `"json"`. */
export function textToImage(
  args: TaskArgs<string>,
  options: TextToImageOptions & { outputType: "url" },
): Promise<string>;
export function textToImage(
  args: TaskArgs<string>,
  options: TextToImageOptions & { outputType: "json" },
): Promise<Record<string, unknown>>;
export function textToImage(args: TaskArgs<string>, options?: TextToImageOptions): Promise<Blob>;
export function textToImage(args: TaskArgs<string>, options?: TextToImageOptions): Promise<unknown> {
  return runTask<unknown>(args, options, tables.TEXT_TO_IMAGE, "text-to-image", {
    outputType: options?.outputType,
  });
}

export function imageToImage(args: TaskArgs<Blob | ArrayBuffer>, options?: Options): Promise<Blob> {
  return runTask<Blob>(args, options, tables.IMAGE_TO_IMAGE, "image-to-image");
}

export function imageTextToImage(args: TaskArgs<Blob | ArrayBuffer | undefined>, options?: Options): Promise<Blob> {
  return runTask<Blob>(args, options, tables.IMAGE_TEXT_TO_IMAGE, "image-text-to-image");
}

export function textToVideo(args: TaskArgs<string>, options?: Options): Promise<Blob> {
  return runTask<Blob>(args, options, tables.TEXT_TO_VIDEO, "text-to-video");
}

export function imageToVideo(args: TaskArgs<Blob | ArrayBuffer>, options?: Options): Promise<Blob> {
  return runTask<Blob>(args, options, tables.IMAGE_TO_VIDEO, "image-to-video");
}

export function imageTextToVideo(args: TaskArgs<Blob | ArrayBuffer | undefined>, options?: Options): Promise<Blob> {
  return runTask<Blob>(args, options, tables.IMAGE_TEXT_TO_VIDEO, "image-text-to-video");
}

export function imageClassification(args: BinaryTaskArgs, options?: Options): Promise<ClassificationOutput> {
  return runTask<ClassificationOutput>(args, options, tables.IMAGE_CLASSIFICATION, "image-classification");
}

export function imageSegmentation(args: BinaryTaskArgs, options?: Options): Promise<ImageSegmentationOutputElement[]> {
  return runTask<ImageSegmentationOutputElement[]>(args, options, tables.IMAGE_SEGMENTATION, "image-segmentation");
}

export function objectDetection(args: BinaryTaskArgs, options?: Options): Promise<ObjectDetectionOutputElement[]> {
  return runTask<ObjectDetectionOutputElement[]>(args, options, tables.OBJECT_DETECTION, "object-detection");
}

export function zeroShotImageClassification(
  args: TaskArgs<Blob | ArrayBuffer | { image: Blob | ArrayBuffer }>,
  options?: Options,
): Promise<ClassificationOutput> {
  return runTask<ClassificationOutput>(
    args,
    options,
    tables.ZERO_SHOT_IMAGE_CLASSIFICATION,
    "zero-shot-image-classification",
  );
}

export function imageToText(args: BinaryTaskArgs, options?: Options): Promise<ImageToTextOutput> {
  return runTask<ImageToTextOutput>(args, options, tables.IMAGE_TO_TEXT, "image-to-text");
}

type ImageQuestionArgs = TaskArgs<{ question: string; image: Blob | ArrayBuffer }>;

export function visualQuestionAnswering(
  args: ImageQuestionArgs,
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
  args: ImageQuestionArgs,
  options?: Options,
): Promise<DocumentQuestionAnsweringOutput> {
  return runTask<DocumentQuestionAnsweringOutput>(
    args,
    options,
    tables.DOCUMENT_QUESTION_ANSWERING,
    "document-question-answering",
  );
}
