// The hub's pipeline types: the tag every model carries to say what it does.
// Ids, names, modalities and subtasks follow the hub exactly so tags read from the hub key into this table.

export const MODALITIES = ["multimodal", "nlp", "cv", "audio", "tabular", "rl", "other"] as const;

export type Modality = (typeof MODALITIES)[number];

export const MODALITY_LABELS: Record<Modality, string> = {
  multimodal: "Multimodal",
  nlp: "Natural Language Processing",
  audio: "Audio",
  cv: "Computer Vision",
  rl: "Reinforcement Learning",
  tabular: "Tabular",
  other: "Other",
};

/** A narrower flavour of a pipeline type, e.g. `named-entity-recognition` under `token-classification`. */
export interface SubTask {
  /** Hub id of the subtask. */
  type: string;
  /** Display name. */
  name: string;
}

/** What the catalogue knows about one pipeline type. */
export interface PipelineData {
  /** Display name, e.g. "Text Classification". */
  name: string;
  subtasks?: SubTask[];
  modality: Modality;
  /** Not offered as a filter on model listings. */
  hideInModels?: boolean;
  /** Not offered as a filter on dataset listings. */
  hideInDatasets?: boolean;
}

// Declaration order is the hub's order; PIPELINE_TYPES keeps it.
export const PIPELINE_DATA = {
  "text-classification": {
    name: "Text Classification",
    modality: "nlp",
    subtasks: [
      { type: "acceptability-classification", name: "Acceptability Classification" },
      { type: "entity-linking-classification", name: "Entity Linking Classification" },
      { type: "fact-checking", name: "Fact Checking" },
      { type: "intent-classification", name: "Intent Classification" },
      { type: "language-identification", name: "Language Identification" },
      { type: "multi-class-classification", name: "Multi Class Classification" },
      { type: "multi-label-classification", name: "Multi Label Classification" },
      { type: "multi-input-text-classification", name: "Multi-input Text Classification" },
      { type: "natural-language-inference", name: "Natural Language Inference" },
      { type: "semantic-similarity-classification", name: "Semantic Similarity Classification" },
      { type: "sentiment-classification", name: "Sentiment Classification" },
      { type: "topic-classification", name: "Topic Classification" },
      { type: "semantic-similarity-scoring", name: "Semantic Similarity Scoring" },
      { type: "sentiment-scoring", name: "Sentiment Scoring" },
      { type: "sentiment-analysis", name: "Sentiment Analysis" },
      { type: "hate-speech-detection", name: "Hate Speech Detection" },
      { type: "text-scoring", name: "Text Scoring" },
    ],
  },
  "token-classification": {
    name: "Token Classification",
    modality: "nlp",
    subtasks: [
      { type: "named-entity-recognition", name: "Named Entity Recognition" },
      { type: "part-of-speech", name: "Part of Speech" },
      { type: "parsing", name: "Parsing" },
      { type: "lemmatization", name: "Lemmatization" },
      { type: "word-sense-disambiguation", name: "Word Sense Disambiguation" },
      { type: "coreference-resolution", name: "Coreference-resolution" },
    ],
  },
  "table-question-answering": {
    name: "Table Question Answering",
    modality: "nlp",
  },
  "question-answering": {
    name: "Question Answering",
    modality: "nlp",
    subtasks: [
      { type: "extractive-qa", name: "Extractive QA" },
      { type: "open-domain-qa", name: "Open Domain QA" },
      { type: "closed-domain-qa", name: "Closed Domain QA" },
    ],
  },
  "zero-shot-classification": {
    name: "Zero-Shot Classification",
    modality: "nlp",
  },
  translation: {
    name: "Translation",
    modality: "nlp",
  },
  summarization: {
    name: "Summarization",
    modality: "nlp",
    subtasks: [
      { type: "news-articles-summarization", name: "News Articles Summarization" },
      { type: "news-articles-headline-generation", name: "News Articles Headline Generation" },
    ],
  },
  "feature-extraction": {
    name: "Feature Extraction",
    modality: "nlp",
  },
  "text-generation": {
    name: "Text Generation",
    modality: "nlp",
    subtasks: [
      { type: "dialogue-modeling", name: "Dialogue Modeling" },
      { type: "dialogue-generation", name: "Dialogue Generation" },
      { type: "conversational", name: "Conversational" },
      { type: "language-modeling", name: "Language Modeling" },
      { type: "text-simplification", name: "Text simplification" },
      { type: "explanation-generation", name: "Explanation Generation" },
      { type: "abstractive-qa", name: "Abstractive QA" },
      { type: "open-domain-abstractive-qa", name: "Open Domain Abstractive QA" },
      { type: "closed-domain-qa", name: "Closed Domain QA" },
      { type: "open-book-qa", name: "Open Book QA" },
      { type: "closed-book-qa", name: "Closed Book QA" },
      { type: "text2text-generation", name: "Text2Text Generation" },
    ],
  },
  "fill-mask": {
    name: "Fill-Mask",
    modality: "nlp",
    subtasks: [
      { type: "slot-filling", name: "Slot Filling" },
      { type: "masked-language-modeling", name: "Masked Language Modeling" },
    ],
  },
  "sentence-similarity": {
    name: "Sentence Similarity",
    modality: "nlp",
  },
  "text-to-speech": {
    name: "Text-to-Speech",
    modality: "audio",
  },
  "text-to-audio": {
    name: "Text-to-Audio",
    modality: "audio",
  },
  "automatic-speech-recognition": {
    name: "Automatic Speech Recognition",
    modality: "audio",
  },
  "audio-to-audio": {
    name: "Audio-to-Audio",
    modality: "audio",
  },
  "audio-classification": {
    name: "Audio Classification",
    modality: "audio",
    subtasks: [
      { type: "keyword-spotting", name: "Keyword Spotting" },
      { type: "speaker-identification", name: "Speaker Identification" },
      { type: "audio-intent-classification", name: "Audio Intent Classification" },
      { type: "audio-emotion-recognition", name: "Audio Emotion Recognition" },
      { type: "audio-language-identification", name: "Audio Language Identification" },
    ],
  },
  "audio-text-to-text": {
    name: "Audio-Text-to-Text",
    modality: "multimodal",
    hideInDatasets: true,
  },
  "voice-activity-detection": {
    name: "Voice Activity Detection",
    modality: "audio",
  },
  "depth-estimation": {
    name: "Depth Estimation",
    modality: "cv",
  },
  "image-classification": {
    name: "Image Classification",
    modality: "cv",
    subtasks: [
      { type: "multi-label-image-classification", name: "Multi Label Image Classification" },
      { type: "multi-class-image-classification", name: "Multi Class Image Classification" },
    ],
  },
  "object-detection": {
    name: "Object Detection",
    modality: "cv",
    subtasks: [
      { type: "face-detection", name: "Face Detection" },
      { type: "vehicle-detection", name: "Vehicle Detection" },
    ],
  },
  "image-segmentation": {
    name: "Image Segmentation",
    modality: "cv",
    subtasks: [
      { type: "instance-segmentation", name: "Instance Segmentation" },
      { type: "semantic-segmentation", name: "Semantic Segmentation" },
      { type: "panoptic-segmentation", name: "Panoptic Segmentation" },
    ],
  },
  "text-to-image": {
    name: "Text-to-Image",
    modality: "cv",
  },
  "image-to-text": {
    name: "Image-to-Text",
    modality: "cv",
    subtasks: [{ type: "image-captioning", name: "Image Captioning" }],
  },
  "image-to-image": {
    name: "Image-to-Image",
    modality: "cv",
    subtasks: [
      { type: "image-inpainting", name: "Image Inpainting" },
      { type: "image-colorization", name: "Image Colorization" },
      { type: "super-resolution", name: "Super Resolution" },
    ],
  },
  "image-to-video": {
    name: "Image-to-Video",
    modality: "cv",
  },
  "unconditional-image-generation": {
    name: "Unconditional Image Generation",
    modality: "cv",
  },
  "video-classification": {
    name: "Video Classification",
    modality: "cv",
  },
  "reinforcement-learning": {
    name: "Reinforcement Learning",
    modality: "rl",
  },
  robotics: {
    name: "Robotics",
    modality: "rl",
    subtasks: [
      { type: "grasping", name: "Grasping" },
      { type: "task-planning", name: "Task Planning" },
    ],
  },
  "tabular-classification": {
    name: "Tabular Classification",
    modality: "tabular",
    subtasks: [
      { type: "tabular-multi-class-classification", name: "Tabular Multi Class Classification" },
      { type: "tabular-multi-label-classification", name: "Tabular Multi Label Classification" },
    ],
  },
  "tabular-regression": {
    name: "Tabular Regression",
    modality: "tabular",
    subtasks: [{ type: "tabular-single-column-regression", name: "Tabular Single Column Regression" }],
  },
  "tabular-to-text": {
    name: "Tabular to Text",
    modality: "tabular",
    subtasks: [{ type: "rdf-to-text", name: "RDF to text" }],
    hideInModels: true,
  },
  "table-to-text": {
    name: "Table to Text",
    modality: "nlp",
    hideInModels: true,
  },
  "multiple-choice": {
    name: "Multiple Choice",
    modality: "nlp",
    subtasks: [
      { type: "multiple-choice-qa", name: "Multiple Choice QA" },
      { type: "multiple-choice-coreference-resolution", name: "Multiple Choice Coreference Resolution" },
    ],
    hideInModels: true,
  },
  "text-ranking": {
    name: "Text Ranking",
    modality: "nlp",
  },
  "text-retrieval": {
    name: "Text Retrieval",
    modality: "nlp",
    subtasks: [
      { type: "document-retrieval", name: "Document Retrieval" },
      { type: "utterance-retrieval", name: "Utterance Retrieval" },
      { type: "entity-linking-retrieval", name: "Entity Linking Retrieval" },
      { type: "fact-checking-retrieval", name: "Fact Checking Retrieval" },
    ],
    hideInModels: true,
  },
  "time-series-forecasting": {
    name: "Time Series Forecasting",
    modality: "tabular",
    subtasks: [
      { type: "univariate-time-series-forecasting", name: "Univariate Time Series Forecasting" },
      { type: "multivariate-time-series-forecasting", name: "Multivariate Time Series Forecasting" },
    ],
  },
  "text-to-video": {
    name: "Text-to-Video",
    modality: "cv",
  },
  "image-text-to-text": {
    name: "Image-Text-to-Text",
    modality: "multimodal",
  },
  "image-text-to-image": {
    name: "Image-Text-to-Image",
    modality: "multimodal",
  },
  "image-text-to-video": {
    name: "Image-Text-to-Video",
    modality: "multimodal",
  },
  "visual-question-answering": {
    name: "Visual Question Answering",
    modality: "multimodal",
    subtasks: [{ type: "visual-question-answering", name: "Visual Question Answering" }],
  },
  "document-question-answering": {
    name: "Document Question Answering",
    modality: "multimodal",
    subtasks: [{ type: "document-question-answering", name: "Document Question Answering" }],
    hideInDatasets: true,
  },
  "zero-shot-image-classification": {
    name: "Zero-Shot Image Classification",
    modality: "cv",
  },
  "graph-ml": {
    name: "Graph Machine Learning",
    modality: "other",
  },
  "mask-generation": {
    name: "Mask Generation",
    modality: "cv",
  },
  "zero-shot-object-detection": {
    name: "Zero-Shot Object Detection",
    modality: "cv",
  },
  "text-to-3d": {
    name: "Text-to-3D",
    modality: "cv",
  },
  "image-to-3d": {
    name: "Image-to-3D",
    modality: "cv",
  },
  "image-feature-extraction": {
    name: "Image Feature Extraction",
    modality: "cv",
  },
  "video-text-to-text": {
    name: "Video-Text-to-Text",
    modality: "multimodal",
    hideInDatasets: false,
  },
  "keypoint-detection": {
    name: "Keypoint Detection",
    modality: "cv",
    subtasks: [{ type: "pose-estimation", name: "Pose Estimation" }],
    hideInDatasets: true,
  },
  "visual-document-retrieval": {
    name: "Visual Document Retrieval",
    modality: "multimodal",
  },
  "any-to-any": {
    name: "Any-to-Any",
    modality: "multimodal",
  },
  "video-to-video": {
    name: "Video-to-Video",
    modality: "cv",
    hideInDatasets: true,
  },
  other: {
    name: "Other",
    modality: "other",
    hideInModels: true,
    hideInDatasets: true,
  },
} satisfies Record<string, PipelineData>;

export type PipelineType = keyof typeof PIPELINE_DATA;

/** What a model's inference widget shows: a pipeline, or a chat for conversational models. */
export type WidgetType = PipelineType | "conversational";

export const PIPELINE_TYPES = Object.keys(PIPELINE_DATA) as PipelineType[];

export const PIPELINE_TYPES_SET: ReadonlySet<string> = new Set<string>(PIPELINE_TYPES);

/** Every subtask id in declaration order; an id shared by two pipelines appears once per pipeline, as on the hub. */
export const SUBTASK_TYPES: string[] = Object.values(PIPELINE_DATA as Record<PipelineType, PipelineData>).flatMap(
  (pipeline) => (pipeline.subtasks ?? []).map((subtask) => subtask.type),
);

/** Whether a string is one of the hub's pipeline types. */
export function isPipelineType(value: unknown): value is PipelineType {
  return typeof value === "string" && PIPELINE_TYPES_SET.has(value);
}
