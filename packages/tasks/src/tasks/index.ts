// The task catalogue: one descriptor per task page, completed with its id, display name and libraries.
import { librariesByTask } from "../library-to-tasks";
import type { ModelLibraryKey } from "../model-libraries";
import { PIPELINE_DATA, type PipelineType } from "../pipelines";
import anyToAny from "./any-to-any/data";
import audioClassification from "./audio-classification/data";
import audioTextToText from "./audio-text-to-text/data";
import audioToAudio from "./audio-to-audio/data";
import automaticSpeechRecognition from "./automatic-speech-recognition/data";
import depthEstimation from "./depth-estimation/data";
import documentQuestionAnswering from "./document-question-answering/data";
import featureExtraction from "./feature-extraction/data";
import fillMask from "./fill-mask/data";
import imageClassification from "./image-classification/data";
import imageFeatureExtraction from "./image-feature-extraction/data";
import imageSegmentation from "./image-segmentation/data";
import imageTextToImage from "./image-text-to-image/data";
import imageTextToText from "./image-text-to-text/data";
import imageTextToVideo from "./image-text-to-video/data";
import imageTo3d from "./image-to-3d/data";
import imageToImage from "./image-to-image/data";
import imageToText from "./image-to-text/data";
import imageToVideo from "./image-to-video/data";
import keypointDetection from "./keypoint-detection/data";
import maskGeneration from "./mask-generation/data";
import objectDetection from "./object-detection/data";
import questionAnswering from "./question-answering/data";
import reinforcementLearning from "./reinforcement-learning/data";
import sentenceSimilarity from "./sentence-similarity/data";
import summarization from "./summarization/data";
import tableQuestionAnswering from "./table-question-answering/data";
import tabularClassification from "./tabular-classification/data";
import tabularRegression from "./tabular-regression/data";
import textClassification from "./text-classification/data";
import textGeneration from "./text-generation/data";
import textRanking from "./text-ranking/data";
import textTo3d from "./text-to-3d/data";
import textToImage from "./text-to-image/data";
import textToSpeech from "./text-to-speech/data";
import textToVideo from "./text-to-video/data";
import tokenClassification from "./token-classification/data";
import translation from "./translation/data";
import type { TaskData, TaskDataCustom } from "./types";
import unconditionalImageGeneration from "./unconditional-image-generation/data";
import videoClassification from "./video-classification/data";
import videoTextToText from "./video-text-to-text/data";
import videoToVideo from "./video-to-video/data";
import visualDocumentRetrieval from "./visual-document-retrieval/data";
import visualQuestionAnswering from "./visual-question-answering/data";
import zeroShotClassification from "./zero-shot-classification/data";
import zeroShotImageClassification from "./zero-shot-image-classification/data";
import zeroShotObjectDetection from "./zero-shot-object-detection/data";

/** For each pipeline type, the libraries whose models run it: the by-task view of LIBRARY_TASK_MAPPING. */
export const TASKS_MODEL_LIBRARIES: Record<PipelineType, ModelLibraryKey[]> = librariesByTask();

/** A descriptor completed with what the catalogue already knows about its task. */
function withCatalogueFields(id: PipelineType, custom: TaskDataCustom): TaskData {
  return { ...custom, id, label: PIPELINE_DATA[id].name, libraries: [...TASKS_MODEL_LIBRARIES[id]] };
}

/** The descriptor of every task that has a page; `undefined` for pipeline types without one. */
export const TASKS_DATA: Record<PipelineType, TaskData | undefined> = {
  "any-to-any": withCatalogueFields("any-to-any", anyToAny),
  "audio-classification": withCatalogueFields("audio-classification", audioClassification),
  "audio-to-audio": withCatalogueFields("audio-to-audio", audioToAudio),
  "audio-text-to-text": withCatalogueFields("audio-text-to-text", audioTextToText),
  "automatic-speech-recognition": withCatalogueFields("automatic-speech-recognition", automaticSpeechRecognition),
  "depth-estimation": withCatalogueFields("depth-estimation", depthEstimation),
  "document-question-answering": withCatalogueFields("document-question-answering", documentQuestionAnswering),
  "visual-document-retrieval": withCatalogueFields("visual-document-retrieval", visualDocumentRetrieval),
  "feature-extraction": withCatalogueFields("feature-extraction", featureExtraction),
  "fill-mask": withCatalogueFields("fill-mask", fillMask),
  "graph-ml": undefined,
  "image-classification": withCatalogueFields("image-classification", imageClassification),
  "image-feature-extraction": withCatalogueFields("image-feature-extraction", imageFeatureExtraction),
  "image-segmentation": withCatalogueFields("image-segmentation", imageSegmentation),
  "image-to-image": withCatalogueFields("image-to-image", imageToImage),
  "image-text-to-text": withCatalogueFields("image-text-to-text", imageTextToText),
  "image-text-to-image": withCatalogueFields("image-text-to-image", imageTextToImage),
  "image-text-to-video": withCatalogueFields("image-text-to-video", imageTextToVideo),
  "image-to-text": withCatalogueFields("image-to-text", imageToText),
  "image-to-video": withCatalogueFields("image-to-video", imageToVideo),
  "keypoint-detection": withCatalogueFields("keypoint-detection", keypointDetection),
  "mask-generation": withCatalogueFields("mask-generation", maskGeneration),
  "multiple-choice": undefined,
  "object-detection": withCatalogueFields("object-detection", objectDetection),
  "video-classification": withCatalogueFields("video-classification", videoClassification),
  other: undefined,
  "question-answering": withCatalogueFields("question-answering", questionAnswering),
  "reinforcement-learning": withCatalogueFields("reinforcement-learning", reinforcementLearning),
  robotics: undefined,
  "sentence-similarity": withCatalogueFields("sentence-similarity", sentenceSimilarity),
  summarization: withCatalogueFields("summarization", summarization),
  "table-question-answering": withCatalogueFields("table-question-answering", tableQuestionAnswering),
  "table-to-text": undefined,
  "tabular-classification": withCatalogueFields("tabular-classification", tabularClassification),
  "tabular-regression": withCatalogueFields("tabular-regression", tabularRegression),
  "tabular-to-text": undefined,
  "text-classification": withCatalogueFields("text-classification", textClassification),
  "text-generation": withCatalogueFields("text-generation", textGeneration),
  "text-ranking": withCatalogueFields("text-ranking", textRanking),
  "text-retrieval": undefined,
  "text-to-image": withCatalogueFields("text-to-image", textToImage),
  "text-to-speech": withCatalogueFields("text-to-speech", textToSpeech),
  "text-to-audio": undefined,
  "text-to-video": withCatalogueFields("text-to-video", textToVideo),
  "time-series-forecasting": undefined,
  "token-classification": withCatalogueFields("token-classification", tokenClassification),
  translation: withCatalogueFields("translation", translation),
  "unconditional-image-generation": withCatalogueFields("unconditional-image-generation", unconditionalImageGeneration),
  "video-text-to-text": withCatalogueFields("video-text-to-text", videoTextToText),
  "video-to-video": withCatalogueFields("video-to-video", videoToVideo),
  "visual-question-answering": withCatalogueFields("visual-question-answering", visualQuestionAnswering),
  "voice-activity-detection": undefined,
  "zero-shot-classification": withCatalogueFields("zero-shot-classification", zeroShotClassification),
  "zero-shot-image-classification": withCatalogueFields("zero-shot-image-classification", zeroShotImageClassification),
  "zero-shot-object-detection": withCatalogueFields("zero-shot-object-detection", zeroShotObjectDetection),
  "text-to-3d": withCatalogueFields("text-to-3d", textTo3d),
  "image-to-3d": withCatalogueFields("image-to-3d", imageTo3d),
};
