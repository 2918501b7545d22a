// Every task function, for the client class and the package entry.
export { audioClassification, audioToAudio, automaticSpeechRecognition, textToAudio, textToSpeech } from "./audio";
export { chatCompletion, chatCompletionStream } from "./chat";
export { request, streamingRequest } from "./custom";
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
  tokenClassification,
  translation,
  zeroShotClassification,
} from "./nlp";
export { tabularClassification, tabularRegression } from "./tabular";
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
