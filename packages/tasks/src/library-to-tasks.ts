// Which pipeline tasks each library runs: the one table of the library ↔ task relation. Both public
// views are read from it, LIBRARY_TASK_MAPPING by library and TASKS_MODEL_LIBRARIES by task, so a
// library's page and a task's page always show the same pairs.
import type { ModelLibraryKey } from "./model-libraries";
import { PIPELINE_TYPES, type PipelineType } from "./pipelines";

/** The tasks transformers' `pipeline()` accepts; its snippet shows a `pipeline()` call for these only. */
export const TRANSFORMERS_PIPELINE_TASKS: readonly PipelineType[] = [
  "audio-classification",
  "automatic-speech-recognition",
  "depth-estimation",
  "document-question-answering",
  "feature-extraction",
  "fill-mask",
  "image-classification",
  "image-feature-extraction",
  "image-segmentation",
  "image-to-image",
  "image-to-text",
  "image-text-to-text",
  "mask-generation",
  "object-detection",
  "question-answering",
  "summarization",
  "table-question-answering",
  "text-classification",
  "text-generation",
  "text-to-audio",
  "text-to-speech",
  "token-classification",
  "translation",
  "video-classification",
  "visual-question-answering",
  "zero-shot-classification",
  "zero-shot-image-classification",
  "zero-shot-object-detection",
];

/** Library → the tasks its models run. Libraries that run no listed task are left out. */
export const LIBRARY_TASK_MAPPING: Partial<Record<ModelLibraryKey, PipelineType[]>> = {
  "adapter-transformers": ["question-answering", "text-classification", "token-classification"],
  allennlp: ["question-answering"],
  asteroid: ["audio-to-audio"],
  bertopic: ["text-classification"],
  diffusers: [
    "image-to-image",
    "text-to-image",
    "image-text-to-image",
    "image-text-to-video",
    "image-to-3d",
    "image-to-video",
    "text-to-3d",
    "text-to-video",
    "unconditional-image-generation",
    "video-to-video",
  ],
  doctr: ["object-detection"],
  espnet: ["text-to-speech", "automatic-speech-recognition"],
  fairseq: ["text-to-speech", "audio-to-audio"],
  fastai: ["image-classification"],
  fasttext: ["feature-extraction", "text-classification"],
  flair: ["token-classification"],
  k2: ["automatic-speech-recognition"],
  keras: ["image-classification"],
  nemo: ["automatic-speech-recognition"],
  // CLIP models match images against text labels; they do not classify text alone.
  open_clip: ["zero-shot-image-classification"],
  paddlenlp: ["fill-mask", "summarization", "zero-shot-classification"],
  peft: ["text-generation"],
  // Diarization pipelines are filed under speech recognition on the Hub.
  "pyannote-audio": ["automatic-speech-recognition"],
  "sentence-transformers": ["feature-extraction", "sentence-similarity", "text-ranking"],
  setfit: ["text-classification"],
  sklearn: ["tabular-classification", "tabular-regression", "text-classification"],
  spacy: ["token-classification", "text-classification", "sentence-similarity"],
  "span-marker": ["token-classification"],
  speechbrain: ["audio-classification", "audio-to-audio", "automatic-speech-recognition", "text-to-speech"],
  stanza: ["token-classification"],
  timm: ["image-classification", "image-feature-extraction"],
  transformers: [
    ...TRANSFORMERS_PIPELINE_TASKS,
    // Models with an auto class for the task but no `pipeline()` for it.
    "any-to-any",
    "audio-text-to-text",
    "graph-ml",
    "keypoint-detection",
    "multiple-choice",
    "reinforcement-learning",
    "table-to-text",
    "tabular-to-text",
    "text-ranking",
    "video-text-to-text",
    "visual-document-retrieval",
  ],
  mindspore: ["image-classification"],
  "ml-agents": ["reinforcement-learning"],
  "sample-factory": ["reinforcement-learning"],
  "stable-baselines3": ["reinforcement-learning"],
  tensorflowtts: ["text-to-speech"],
  "transformers.js": [
    "audio-classification",
    "automatic-speech-recognition",
    "depth-estimation",
    "document-question-answering",
    "feature-extraction",
    "fill-mask",
    "image-classification",
    "image-segmentation",
    "image-to-image",
    "image-to-text",
    "object-detection",
    "question-answering",
    "sentence-similarity",
    "summarization",
    "text-classification",
    "text-generation",
    "text-to-audio",
    "text-to-speech",
    "token-classification",
    "translation",
    "visual-question-answering",
    "zero-shot-classification",
    "zero-shot-image-classification",
    "zero-shot-object-detection",
  ],
  ultralytics: ["object-detection"],
};

/** The same relation by task: every pipeline type, with the libraries that run it in id order. */
export function librariesByTask(): Record<PipelineType, ModelLibraryKey[]> {
  const byTask = Object.fromEntries(PIPELINE_TYPES.map((task) => [task, [] as ModelLibraryKey[]])) as Record<
    PipelineType,
    ModelLibraryKey[]
  >;
  for (const [library, tasks] of Object.entries(LIBRARY_TASK_MAPPING) as Array<[ModelLibraryKey, PipelineType[]]>) {
    for (const task of tasks) byTask[task].push(library);
  }
  for (const libraries of Object.values(byTask)) libraries.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return byTask;
}
