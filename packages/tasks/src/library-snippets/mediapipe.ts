// MediaPipe Tasks: the model file of the repository runs in the task API matching the pipeline tag.
import type { ModelData } from "../model-data";
import { pyString } from "./common";
import { fileWithExtension, ownEntry } from "./shared/code";

interface TaskUsage {
  module: "vision" | "text";
  className: string;
  /** Lines running the task on `task` (and `image` for vision tasks). */
  run: string;
}

const USAGE_BY_PIPELINE: Readonly<Record<string, TaskUsage>> = {
  "image-classification": { module: "vision", className: "ImageClassifier", run: "result = task.classify(image)" },
  "object-detection": { module: "vision", className: "ObjectDetector", run: "result = task.detect(image)" },
  "image-segmentation": { module: "vision", className: "ImageSegmenter", run: "result = task.segment(image)" },
  "text-classification": {
    module: "text",
    className: "TextClassifier",
    run: 'result = task.classify("I loved this movie!")',
  },
};

export function snippets(model: ModelData): string[] {
  const file = fileWithExtension(model, [".tflite", ".task"]) ?? "model.tflite";
  const download = `model_path = hf_hub_download(${pyString(model.id)}, ${pyString(file)})`;
  const usage = ownEntry(USAGE_BY_PIPELINE, model.pipeline_tag);
  if (!usage) {
    return [
      `# pip install huggingface_hub
# Pick the MediaPipe task for this model: https://ai.google.dev/edge/mediapipe/solutions/guide
from huggingface_hub import hf_hub_download

${download}`,
    ];
  }
  const image = usage.module === "vision" ? '\nimage = mp.Image.create_from_file("path/to/image.jpg")' : "";
  return [
    `# pip install mediapipe huggingface_hub
import mediapipe as mp
from huggingface_hub import hf_hub_download
from mediapipe.tasks.python import ${usage.module}

${download}
task = ${usage.module}.${usage.className}.create_from_model_path(model_path)${image}
${usage.run}
print(result)`,
  ];
}
