// Which snippet template each pipeline uses, and the hub-client method that performs it.

export type TemplateName =
  | "basic"
  | "basicAudio"
  | "basicImage"
  | "conversational"
  | "conversationalStream"
  | "documentQuestionAnswering"
  | "imageToImage"
  | "imageToVideo"
  | "questionAnswering"
  | "tableQuestionAnswering"
  | "tabular"
  | "textToAudio"
  | "textToImage"
  | "textToSpeech"
  | "textToVideo"
  | "visualQuestionAnswering"
  | "zeroShotClassification"
  | "zeroShotImageClassification";

export const TEMPLATE_BY_PIPELINE: Readonly<Record<string, TemplateName>> = {
  "audio-classification": "basicAudio",
  "audio-to-audio": "basicAudio",
  "automatic-speech-recognition": "basicAudio",
  "document-question-answering": "documentQuestionAnswering",
  "feature-extraction": "basic",
  "fill-mask": "basic",
  "image-classification": "basicImage",
  "image-segmentation": "basicImage",
  // An image and an instruction, as image-to-image and image-to-video take them.
  "image-text-to-image": "imageToImage",
  "image-text-to-text": "conversational",
  "image-text-to-video": "imageToVideo",
  "image-to-image": "imageToImage",
  "image-to-text": "basicImage",
  "image-to-video": "imageToVideo",
  "object-detection": "basicImage",
  "question-answering": "questionAnswering",
  "sentence-similarity": "basic",
  summarization: "basic",
  "table-question-answering": "tableQuestionAnswering",
  "tabular-classification": "tabular",
  "tabular-regression": "tabular",
  "text-classification": "basic",
  "text-generation": "basic",
  "text-ranking": "basic",
  "text-to-audio": "textToAudio",
  "text-to-image": "textToImage",
  "text-to-speech": "textToSpeech",
  "text-to-video": "textToVideo",
  "token-classification": "basic",
  translation: "basic",
  "visual-question-answering": "visualQuestionAnswering",
  "zero-shot-classification": "zeroShotClassification",
  "zero-shot-image-classification": "zeroShotImageClassification",
};

/** Methods of huggingface_hub's InferenceClient, per pipeline. */
export const PYTHON_METHODS: Readonly<Record<string, string>> = {
  "audio-classification": "audio_classification",
  "audio-to-audio": "audio_to_audio",
  "automatic-speech-recognition": "automatic_speech_recognition",
  "document-question-answering": "document_question_answering",
  "feature-extraction": "feature_extraction",
  "fill-mask": "fill_mask",
  "image-classification": "image_classification",
  "image-segmentation": "image_segmentation",
  "image-to-image": "image_to_image",
  "image-to-text": "image_to_text",
  "image-to-video": "image_to_video",
  "object-detection": "object_detection",
  "question-answering": "question_answering",
  "sentence-similarity": "sentence_similarity",
  summarization: "summarization",
  "table-question-answering": "table_question_answering",
  "text-classification": "text_classification",
  "text-generation": "text_generation",
  "text-to-image": "text_to_image",
  "text-to-speech": "text_to_speech",
  "text-to-video": "text_to_video",
  "token-classification": "token_classification",
  translation: "translation",
  "visual-question-answering": "visual_question_answering",
  "zero-shot-classification": "zero_shot_classification",
  "zero-shot-image-classification": "zero_shot_image_classification",
};

/** Methods of the JavaScript clients (@huggingface/inference and @inferkit/inference), per pipeline. */
export const JS_METHODS: Readonly<Record<string, string>> = {
  "audio-classification": "audioClassification",
  "audio-to-audio": "audioToAudio",
  "automatic-speech-recognition": "automaticSpeechRecognition",
  "document-question-answering": "documentQuestionAnswering",
  "feature-extraction": "featureExtraction",
  "fill-mask": "fillMask",
  "image-classification": "imageClassification",
  "image-segmentation": "imageSegmentation",
  "image-text-to-image": "imageTextToImage",
  "image-text-to-video": "imageTextToVideo",
  "image-to-image": "imageToImage",
  "image-to-text": "imageToText",
  "image-to-video": "imageToVideo",
  "object-detection": "objectDetection",
  "question-answering": "questionAnswering",
  "sentence-similarity": "sentenceSimilarity",
  summarization: "summarization",
  "table-question-answering": "tableQuestionAnswering",
  "text-classification": "textClassification",
  "text-generation": "textGeneration",
  "text-to-image": "textToImage",
  "text-to-speech": "textToSpeech",
  "text-to-video": "textToVideo",
  "token-classification": "tokenClassification",
  translation: "translation",
  "visual-question-answering": "visualQuestionAnswering",
  "zero-shot-classification": "zeroShotClassification",
  "zero-shot-image-classification": "zeroShotImageClassification",
};

/** Methods of @inferkit/inference: the peer's, and the tasks it performs beyond the peer. */
export const INFERKIT_JS_METHODS: Readonly<Record<string, string>> = { ...JS_METHODS, "text-ranking": "textRanking" };

/** Whether the model is a chat model whose snippets use the chat-completion API. */
export function isConversational(pipelineTag: string | undefined, tags: readonly string[]): boolean {
  return (pipelineTag === "text-generation" || pipelineTag === "image-text-to-text") && tags.includes("conversational");
}
