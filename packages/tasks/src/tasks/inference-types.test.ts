// Every task type the peer @huggingface/tasks exports is exported here under the same name and is the
// same type, so code typed against the peer compiles unchanged after switching the import. The type
// checks run under `tsc` (strict); the first test keeps their list in step with the installed peer.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type * as Peer from "@huggingface/tasks";
import { describe, expect, expectTypeOf, it } from "vitest";
import type * as Ours from "../index";

const peerTasksDir = join(
  dirname(createRequire(import.meta.url).resolve("@huggingface/tasks/package.json")),
  "dist/esm/tasks",
);

/** The type names the peer's task index re-exports from its tasks' inference modules. */
function peerTaskTypeNames(): string[] {
  const index = readFileSync(join(peerTasksDir, "index.d.ts"), "utf8");
  const names = new Set<string>();
  for (const [, clause, list, task] of index.matchAll(
    /export type (\*|\{([^}]*)\}) from "\.\/([\w-]+)\/inference\.js"/g,
  )) {
    if (clause === "*") {
      const module = readFileSync(join(peerTasksDir, `${task}/inference.d.ts`), "utf8");
      for (const [, name] of module.matchAll(/^export (?:interface|type) (\w+)/gm)) names.add(name as string);
    } else {
      for (const name of (list ?? "").split(",")) if (name.trim()) names.add(name.trim());
    }
  }
  return [...names].sort();
}

/** The names this file checks, read from its own type assertions below. */
function checkedNames(): string[] {
  const source = readFileSync(new URL(import.meta.url), "utf8");
  return [...source.matchAll(/expectTypeOf<Ours\.(\w+)>\(\)\.toEqualTypeOf<Peer\.\1>\(\)/g)]
    .map(([, name]) => name as string)
    .sort();
}

describe("task input/output types", () => {
  it("checks every task type the installed peer exports, and only those", () => {
    const peerNames = peerTaskTypeNames();
    expect(peerNames.length).toBeGreaterThan(100);
    expect(checkedNames()).toEqual(peerNames);
  });

  it("has the peer's exact shape for each of them", () => {
    expectTypeOf<Ours.AudioClassificationInput>().toEqualTypeOf<Peer.AudioClassificationInput>();
    expectTypeOf<Ours.AudioClassificationOutput>().toEqualTypeOf<Peer.AudioClassificationOutput>();
    expectTypeOf<Ours.AudioClassificationOutputElement>().toEqualTypeOf<Peer.AudioClassificationOutputElement>();
    expectTypeOf<Ours.AudioClassificationParameters>().toEqualTypeOf<Peer.AudioClassificationParameters>();
    expectTypeOf<Ours.AutomaticSpeechRecognitionInput>().toEqualTypeOf<Peer.AutomaticSpeechRecognitionInput>();
    expectTypeOf<Ours.AutomaticSpeechRecognitionOutput>().toEqualTypeOf<Peer.AutomaticSpeechRecognitionOutput>();
    expectTypeOf<Ours.AutomaticSpeechRecognitionOutputChunk>().toEqualTypeOf<Peer.AutomaticSpeechRecognitionOutputChunk>();
    expectTypeOf<Ours.AutomaticSpeechRecognitionParameters>().toEqualTypeOf<Peer.AutomaticSpeechRecognitionParameters>();
    expectTypeOf<Ours.BoundingBox>().toEqualTypeOf<Peer.BoundingBox>();
    expectTypeOf<Ours.ChatCompletionInput>().toEqualTypeOf<Peer.ChatCompletionInput>();
    expectTypeOf<Ours.ChatCompletionInputMessage>().toEqualTypeOf<Peer.ChatCompletionInputMessage>();
    expectTypeOf<Ours.ChatCompletionInputMessageChunkType>().toEqualTypeOf<Peer.ChatCompletionInputMessageChunkType>();
    expectTypeOf<Ours.ChatCompletionOutput>().toEqualTypeOf<Peer.ChatCompletionOutput>();
    expectTypeOf<Ours.ChatCompletionOutputComplete>().toEqualTypeOf<Peer.ChatCompletionOutputComplete>();
    expectTypeOf<Ours.ChatCompletionOutputMessage>().toEqualTypeOf<Peer.ChatCompletionOutputMessage>();
    expectTypeOf<Ours.ChatCompletionStreamOutput>().toEqualTypeOf<Peer.ChatCompletionStreamOutput>();
    expectTypeOf<Ours.ChatCompletionStreamOutputChoice>().toEqualTypeOf<Peer.ChatCompletionStreamOutputChoice>();
    expectTypeOf<Ours.ChatCompletionStreamOutputDelta>().toEqualTypeOf<Peer.ChatCompletionStreamOutputDelta>();
    expectTypeOf<Ours.ClassificationOutputTransform>().toEqualTypeOf<Peer.ClassificationOutputTransform>();
    expectTypeOf<Ours.DepthEstimationInput>().toEqualTypeOf<Peer.DepthEstimationInput>();
    expectTypeOf<Ours.DepthEstimationOutput>().toEqualTypeOf<Peer.DepthEstimationOutput>();
    expectTypeOf<Ours.DocumentQuestionAnsweringInput>().toEqualTypeOf<Peer.DocumentQuestionAnsweringInput>();
    expectTypeOf<Ours.DocumentQuestionAnsweringInputData>().toEqualTypeOf<Peer.DocumentQuestionAnsweringInputData>();
    expectTypeOf<Ours.DocumentQuestionAnsweringOutput>().toEqualTypeOf<Peer.DocumentQuestionAnsweringOutput>();
    expectTypeOf<Ours.DocumentQuestionAnsweringOutputElement>().toEqualTypeOf<Peer.DocumentQuestionAnsweringOutputElement>();
    expectTypeOf<Ours.DocumentQuestionAnsweringParameters>().toEqualTypeOf<Peer.DocumentQuestionAnsweringParameters>();
    expectTypeOf<Ours.EarlyStoppingUnion>().toEqualTypeOf<Peer.EarlyStoppingUnion>();
    expectTypeOf<Ours.FeatureExtractionInput>().toEqualTypeOf<Peer.FeatureExtractionInput>();
    expectTypeOf<Ours.FeatureExtractionInputTruncationDirection>().toEqualTypeOf<Peer.FeatureExtractionInputTruncationDirection>();
    expectTypeOf<Ours.FeatureExtractionInputs>().toEqualTypeOf<Peer.FeatureExtractionInputs>();
    expectTypeOf<Ours.FeatureExtractionOutput>().toEqualTypeOf<Peer.FeatureExtractionOutput>();
    expectTypeOf<Ours.FillMaskInput>().toEqualTypeOf<Peer.FillMaskInput>();
    expectTypeOf<Ours.FillMaskOutput>().toEqualTypeOf<Peer.FillMaskOutput>();
    expectTypeOf<Ours.FillMaskOutputElement>().toEqualTypeOf<Peer.FillMaskOutputElement>();
    expectTypeOf<Ours.FillMaskParameters>().toEqualTypeOf<Peer.FillMaskParameters>();
    expectTypeOf<Ours.GenerationParameters>().toEqualTypeOf<Peer.GenerationParameters>();
    expectTypeOf<Ours.ImageClassificationInput>().toEqualTypeOf<Peer.ImageClassificationInput>();
    expectTypeOf<Ours.ImageClassificationOutput>().toEqualTypeOf<Peer.ImageClassificationOutput>();
    expectTypeOf<Ours.ImageClassificationOutputElement>().toEqualTypeOf<Peer.ImageClassificationOutputElement>();
    expectTypeOf<Ours.ImageClassificationParameters>().toEqualTypeOf<Peer.ImageClassificationParameters>();
    expectTypeOf<Ours.ImageSegmentationInput>().toEqualTypeOf<Peer.ImageSegmentationInput>();
    expectTypeOf<Ours.ImageSegmentationOutput>().toEqualTypeOf<Peer.ImageSegmentationOutput>();
    expectTypeOf<Ours.ImageSegmentationOutputElement>().toEqualTypeOf<Peer.ImageSegmentationOutputElement>();
    expectTypeOf<Ours.ImageSegmentationParameters>().toEqualTypeOf<Peer.ImageSegmentationParameters>();
    expectTypeOf<Ours.ImageSegmentationSubtask>().toEqualTypeOf<Peer.ImageSegmentationSubtask>();
    expectTypeOf<Ours.ImageTextToImageInput>().toEqualTypeOf<Peer.ImageTextToImageInput>();
    expectTypeOf<Ours.ImageTextToImageOutput>().toEqualTypeOf<Peer.ImageTextToImageOutput>();
    expectTypeOf<Ours.ImageTextToImageParameters>().toEqualTypeOf<Peer.ImageTextToImageParameters>();
    expectTypeOf<Ours.ImageTextToVideoInput>().toEqualTypeOf<Peer.ImageTextToVideoInput>();
    expectTypeOf<Ours.ImageTextToVideoOutput>().toEqualTypeOf<Peer.ImageTextToVideoOutput>();
    expectTypeOf<Ours.ImageTextToVideoParameters>().toEqualTypeOf<Peer.ImageTextToVideoParameters>();
    expectTypeOf<Ours.ImageToImageInput>().toEqualTypeOf<Peer.ImageToImageInput>();
    expectTypeOf<Ours.ImageToImageOutput>().toEqualTypeOf<Peer.ImageToImageOutput>();
    expectTypeOf<Ours.ImageToImageParameters>().toEqualTypeOf<Peer.ImageToImageParameters>();
    expectTypeOf<Ours.ImageToTextInput>().toEqualTypeOf<Peer.ImageToTextInput>();
    expectTypeOf<Ours.ImageToTextOutput>().toEqualTypeOf<Peer.ImageToTextOutput>();
    expectTypeOf<Ours.ImageToTextParameters>().toEqualTypeOf<Peer.ImageToTextParameters>();
    expectTypeOf<Ours.ImageToVideoInput>().toEqualTypeOf<Peer.ImageToVideoInput>();
    expectTypeOf<Ours.ImageToVideoOutput>().toEqualTypeOf<Peer.ImageToVideoOutput>();
    expectTypeOf<Ours.ImageToVideoParameters>().toEqualTypeOf<Peer.ImageToVideoParameters>();
    expectTypeOf<Ours.ObjectDetectionInput>().toEqualTypeOf<Peer.ObjectDetectionInput>();
    expectTypeOf<Ours.ObjectDetectionOutput>().toEqualTypeOf<Peer.ObjectDetectionOutput>();
    expectTypeOf<Ours.ObjectDetectionOutputElement>().toEqualTypeOf<Peer.ObjectDetectionOutputElement>();
    expectTypeOf<Ours.ObjectDetectionParameters>().toEqualTypeOf<Peer.ObjectDetectionParameters>();
    expectTypeOf<Ours.Padding>().toEqualTypeOf<Peer.Padding>();
    expectTypeOf<Ours.QuestionAnsweringInput>().toEqualTypeOf<Peer.QuestionAnsweringInput>();
    expectTypeOf<Ours.QuestionAnsweringInputData>().toEqualTypeOf<Peer.QuestionAnsweringInputData>();
    expectTypeOf<Ours.QuestionAnsweringOutput>().toEqualTypeOf<Peer.QuestionAnsweringOutput>();
    expectTypeOf<Ours.QuestionAnsweringOutputElement>().toEqualTypeOf<Peer.QuestionAnsweringOutputElement>();
    expectTypeOf<Ours.QuestionAnsweringParameters>().toEqualTypeOf<Peer.QuestionAnsweringParameters>();
    expectTypeOf<Ours.SentenceSimilarityInput>().toEqualTypeOf<Peer.SentenceSimilarityInput>();
    expectTypeOf<Ours.SentenceSimilarityInputData>().toEqualTypeOf<Peer.SentenceSimilarityInputData>();
    expectTypeOf<Ours.SentenceSimilarityOutput>().toEqualTypeOf<Peer.SentenceSimilarityOutput>();
    expectTypeOf<Ours.SummarizationInput>().toEqualTypeOf<Peer.SummarizationInput>();
    expectTypeOf<Ours.SummarizationOutput>().toEqualTypeOf<Peer.SummarizationOutput>();
    expectTypeOf<Ours.SummarizationParameters>().toEqualTypeOf<Peer.SummarizationParameters>();
    expectTypeOf<Ours.SummarizationTruncationStrategy>().toEqualTypeOf<Peer.SummarizationTruncationStrategy>();
    expectTypeOf<Ours.TableQuestionAnsweringInput>().toEqualTypeOf<Peer.TableQuestionAnsweringInput>();
    expectTypeOf<Ours.TableQuestionAnsweringInputData>().toEqualTypeOf<Peer.TableQuestionAnsweringInputData>();
    expectTypeOf<Ours.TableQuestionAnsweringOutput>().toEqualTypeOf<Peer.TableQuestionAnsweringOutput>();
    expectTypeOf<Ours.TableQuestionAnsweringOutputElement>().toEqualTypeOf<Peer.TableQuestionAnsweringOutputElement>();
    expectTypeOf<Ours.TableQuestionAnsweringParameters>().toEqualTypeOf<Peer.TableQuestionAnsweringParameters>();
    expectTypeOf<Ours.TargetSize>().toEqualTypeOf<Peer.TargetSize>();
    expectTypeOf<Ours.TextClassificationInput>().toEqualTypeOf<Peer.TextClassificationInput>();
    expectTypeOf<Ours.TextClassificationOutput>().toEqualTypeOf<Peer.TextClassificationOutput>();
    expectTypeOf<Ours.TextClassificationOutputElement>().toEqualTypeOf<Peer.TextClassificationOutputElement>();
    expectTypeOf<Ours.TextClassificationParameters>().toEqualTypeOf<Peer.TextClassificationParameters>();
    expectTypeOf<Ours.TextGenerationInput>().toEqualTypeOf<Peer.TextGenerationInput>();
    expectTypeOf<Ours.TextGenerationInputGenerateParameters>().toEqualTypeOf<Peer.TextGenerationInputGenerateParameters>();
    expectTypeOf<Ours.TextGenerationOutput>().toEqualTypeOf<Peer.TextGenerationOutput>();
    expectTypeOf<Ours.TextGenerationOutputBestOfSequence>().toEqualTypeOf<Peer.TextGenerationOutputBestOfSequence>();
    expectTypeOf<Ours.TextGenerationOutputDetails>().toEqualTypeOf<Peer.TextGenerationOutputDetails>();
    expectTypeOf<Ours.TextGenerationOutputFinishReason>().toEqualTypeOf<Peer.TextGenerationOutputFinishReason>();
    expectTypeOf<Ours.TextGenerationOutputPrefillToken>().toEqualTypeOf<Peer.TextGenerationOutputPrefillToken>();
    expectTypeOf<Ours.TextGenerationOutputToken>().toEqualTypeOf<Peer.TextGenerationOutputToken>();
    expectTypeOf<Ours.TextGenerationStreamOutput>().toEqualTypeOf<Peer.TextGenerationStreamOutput>();
    expectTypeOf<Ours.TextGenerationStreamOutputStreamDetails>().toEqualTypeOf<Peer.TextGenerationStreamOutputStreamDetails>();
    expectTypeOf<Ours.TextToAudioInput>().toEqualTypeOf<Peer.TextToAudioInput>();
    expectTypeOf<Ours.TextToAudioOutput>().toEqualTypeOf<Peer.TextToAudioOutput>();
    expectTypeOf<Ours.TextToAudioParameters>().toEqualTypeOf<Peer.TextToAudioParameters>();
    expectTypeOf<Ours.TextToImageInput>().toEqualTypeOf<Peer.TextToImageInput>();
    expectTypeOf<Ours.TextToImageOutput>().toEqualTypeOf<Peer.TextToImageOutput>();
    expectTypeOf<Ours.TextToImageParameters>().toEqualTypeOf<Peer.TextToImageParameters>();
    expectTypeOf<Ours.TextToSpeechInput>().toEqualTypeOf<Peer.TextToSpeechInput>();
    expectTypeOf<Ours.TextToSpeechOutput>().toEqualTypeOf<Peer.TextToSpeechOutput>();
    expectTypeOf<Ours.TextToSpeechParameters>().toEqualTypeOf<Peer.TextToSpeechParameters>();
    expectTypeOf<Ours.TextToVideoInput>().toEqualTypeOf<Peer.TextToVideoInput>();
    expectTypeOf<Ours.TextToVideoOutput>().toEqualTypeOf<Peer.TextToVideoOutput>();
    expectTypeOf<Ours.TextToVideoParameters>().toEqualTypeOf<Peer.TextToVideoParameters>();
    expectTypeOf<Ours.TokenClassificationAggregationStrategy>().toEqualTypeOf<Peer.TokenClassificationAggregationStrategy>();
    expectTypeOf<Ours.TokenClassificationInput>().toEqualTypeOf<Peer.TokenClassificationInput>();
    expectTypeOf<Ours.TokenClassificationOutput>().toEqualTypeOf<Peer.TokenClassificationOutput>();
    expectTypeOf<Ours.TokenClassificationOutputElement>().toEqualTypeOf<Peer.TokenClassificationOutputElement>();
    expectTypeOf<Ours.TokenClassificationParameters>().toEqualTypeOf<Peer.TokenClassificationParameters>();
    expectTypeOf<Ours.TranslationInput>().toEqualTypeOf<Peer.TranslationInput>();
    expectTypeOf<Ours.TranslationOutput>().toEqualTypeOf<Peer.TranslationOutput>();
    expectTypeOf<Ours.VideoClassificationInput>().toEqualTypeOf<Peer.VideoClassificationInput>();
    expectTypeOf<Ours.VideoClassificationOutput>().toEqualTypeOf<Peer.VideoClassificationOutput>();
    expectTypeOf<Ours.VideoClassificationOutputElement>().toEqualTypeOf<Peer.VideoClassificationOutputElement>();
    expectTypeOf<Ours.VideoClassificationParameters>().toEqualTypeOf<Peer.VideoClassificationParameters>();
    expectTypeOf<Ours.VisualQuestionAnsweringInput>().toEqualTypeOf<Peer.VisualQuestionAnsweringInput>();
    expectTypeOf<Ours.VisualQuestionAnsweringInputData>().toEqualTypeOf<Peer.VisualQuestionAnsweringInputData>();
    expectTypeOf<Ours.VisualQuestionAnsweringOutput>().toEqualTypeOf<Peer.VisualQuestionAnsweringOutput>();
    expectTypeOf<Ours.VisualQuestionAnsweringOutputElement>().toEqualTypeOf<Peer.VisualQuestionAnsweringOutputElement>();
    expectTypeOf<Ours.VisualQuestionAnsweringParameters>().toEqualTypeOf<Peer.VisualQuestionAnsweringParameters>();
    expectTypeOf<Ours.WordBox>().toEqualTypeOf<Peer.WordBox>();
    expectTypeOf<Ours.ZeroShotClassificationInput>().toEqualTypeOf<Peer.ZeroShotClassificationInput>();
    expectTypeOf<Ours.ZeroShotClassificationOutput>().toEqualTypeOf<Peer.ZeroShotClassificationOutput>();
    expectTypeOf<Ours.ZeroShotClassificationOutputElement>().toEqualTypeOf<Peer.ZeroShotClassificationOutputElement>();
    expectTypeOf<Ours.ZeroShotClassificationParameters>().toEqualTypeOf<Peer.ZeroShotClassificationParameters>();
    expectTypeOf<Ours.ZeroShotImageClassificationInput>().toEqualTypeOf<Peer.ZeroShotImageClassificationInput>();
    expectTypeOf<Ours.ZeroShotImageClassificationOutput>().toEqualTypeOf<Peer.ZeroShotImageClassificationOutput>();
    expectTypeOf<Ours.ZeroShotImageClassificationOutputElement>().toEqualTypeOf<Peer.ZeroShotImageClassificationOutputElement>();
    expectTypeOf<Ours.ZeroShotImageClassificationParameters>().toEqualTypeOf<Peer.ZeroShotImageClassificationParameters>();
    expectTypeOf<Ours.ZeroShotObjectDetectionInput>().toEqualTypeOf<Peer.ZeroShotObjectDetectionInput>();
    expectTypeOf<Ours.ZeroShotObjectDetectionOutput>().toEqualTypeOf<Peer.ZeroShotObjectDetectionOutput>();
    expectTypeOf<Ours.ZeroShotObjectDetectionOutputElement>().toEqualTypeOf<Peer.ZeroShotObjectDetectionOutputElement>();
  });
});
