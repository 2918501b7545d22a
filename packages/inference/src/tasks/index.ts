// Every task function, for the client class and the package entry.

export type {
  AudioClassificationArgs,
  AudioToAudioArgs,
  AutomaticSpeechRecognitionArgs,
  TextToAudioArgs,
} from "./audio";
export { audioClassification, audioToAudio, automaticSpeechRecognition, textToAudio, textToSpeech } from "./audio";
export { chatCompletion, chatCompletionStream } from "./chat";
export { request, streamingRequest } from "./custom";
export type {
  FeatureExtractionArgs,
  FillMaskArgs,
  QuestionAnsweringArgs,
  SentenceSimilarityArgs,
  SummarizationArgs,
  TableQuestionAnsweringArgs,
  TextClassificationArgs,
  TextRankingArgs,
  TextRankingInput,
  TextRankingParameters,
  TokenClassificationArgs,
  TranslationArgs,
  ZeroShotClassificationArgs,
} from "./nlp";
export {
  featureExtraction,
  fillMask,
  questionAnswering,
  sentenceSimilarity,
  summarization,
  tableQuestionAnswering,
  textClassification,
  textGeneration,
  textGenerationStream,
  textRanking,
  tokenClassification,
  translation,
  zeroShotClassification,
} from "./nlp";
export type { TabularClassificationArgs, TabularRegressionArgs } from "./tabular";
export { tabularClassification, tabularRegression } from "./tabular";
export type {
  DocumentQuestionAnsweringArgs,
  ImageClassificationArgs,
  ImageSegmentationArgs,
  ImageTextToImageArgs,
  ImageTextToVideoArgs,
  ImageToImageArgs,
  ImageToTextArgs,
  ImageToVideoArgs,
  ObjectDetectionArgs,
  TextToImageArgs,
  TextToVideoArgs,
  VisualQuestionAnsweringArgs,
  ZeroShotImageClassificationArgs,
} from "./vision";
export {
  documentQuestionAnswering,
  imageClassification,
  imageSegmentation,
  imageTextToImage,
  imageTextToVideo,
  imageToImage,
  imageToText,
  imageToVideo,
  objectDetection,
  textToImage,
  textToVideo,
  visualQuestionAnswering,
  zeroShotImageClassification,
} from "./vision";
