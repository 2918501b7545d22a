// Code written against the peer's types compiles against ours: checked by `tsc -p packages/inference`,
// and by Vitest's expectTypeOf at run time.
import type * as Peer from "@huggingface/inference";
import { describe, expectTypeOf, it } from "vitest";
import * as Ours from "./index";

/** The peer's arguments with a provider we serve (its list names a few we do not). */
type PeerShaped<T> = T & { provider?: Ours.InferenceProviderOrPolicy };

/** The first parameter of our function `K`, where a peer user's arguments go. */
type ArgsOf<K extends keyof typeof Ours> = (typeof Ours)[K] extends (args: infer A, ...rest: never[]) => unknown
  ? A
  : never;

describe("peer-typed code against our types", () => {
  it("takes the peer's audio arguments in our audio functions", () => {
    expectTypeOf<PeerShaped<Peer.AudioClassificationArgs>>().toExtend<ArgsOf<"audioClassification">>();
    expectTypeOf<PeerShaped<Peer.AudioToAudioArgs>>().toExtend<ArgsOf<"audioToAudio">>();
    expectTypeOf<PeerShaped<Peer.AutomaticSpeechRecognitionArgs>>().toExtend<ArgsOf<"automaticSpeechRecognition">>();
    expectTypeOf<PeerShaped<Peer.TextToAudioArgs>>().toExtend<ArgsOf<"textToAudio">>();
    expectTypeOf<PeerShaped<Parameters<typeof Peer.textToSpeech>[0]>>().toExtend<ArgsOf<"textToSpeech">>();
  });

  it("takes the peer's vision arguments in our vision functions", () => {
    expectTypeOf<PeerShaped<Peer.ImageClassificationArgs>>().toExtend<ArgsOf<"imageClassification">>();
    expectTypeOf<PeerShaped<Peer.ImageSegmentationArgs>>().toExtend<ArgsOf<"imageSegmentation">>();
    expectTypeOf<PeerShaped<Peer.ObjectDetectionArgs>>().toExtend<ArgsOf<"objectDetection">>();
    expectTypeOf<PeerShaped<Peer.ImageToTextArgs>>().toExtend<ArgsOf<"imageToText">>();
    expectTypeOf<PeerShaped<Peer.ZeroShotImageClassificationArgs>>().toExtend<ArgsOf<"zeroShotImageClassification">>();
    expectTypeOf<PeerShaped<Peer.TextToImageArgs>>().toExtend<ArgsOf<"textToImage">>();
    expectTypeOf<PeerShaped<Peer.ImageToImageArgs>>().toExtend<ArgsOf<"imageToImage">>();
    expectTypeOf<PeerShaped<Peer.ImageTextToImageArgs>>().toExtend<ArgsOf<"imageTextToImage">>();
    expectTypeOf<PeerShaped<Peer.TextToVideoArgs>>().toExtend<ArgsOf<"textToVideo">>();
    expectTypeOf<PeerShaped<Peer.ImageToVideoArgs>>().toExtend<ArgsOf<"imageToVideo">>();
    expectTypeOf<PeerShaped<Peer.ImageTextToVideoArgs>>().toExtend<ArgsOf<"imageTextToVideo">>();
    expectTypeOf<PeerShaped<Peer.VisualQuestionAnsweringArgs>>().toExtend<ArgsOf<"visualQuestionAnswering">>();
    expectTypeOf<PeerShaped<Peer.DocumentQuestionAnsweringArgs>>().toExtend<ArgsOf<"documentQuestionAnswering">>();
  });

  it("takes the peer's text arguments in our text functions", () => {
    type PeerChat = Parameters<typeof Peer.chatCompletion>[0];
    expectTypeOf<PeerShaped<PeerChat>>().toExtend<ArgsOf<"chatCompletion">>();
    expectTypeOf<PeerShaped<PeerChat>>().toExtend<ArgsOf<"chatCompletionStream">>();
    expectTypeOf<PeerShaped<Peer.BaseArgs & Peer.TextGenerationInput>>().toExtend<ArgsOf<"textGeneration">>();
    expectTypeOf<PeerShaped<Peer.BaseArgs & Peer.TextGenerationInput>>().toExtend<ArgsOf<"textGenerationStream">>();
    expectTypeOf<PeerShaped<Peer.FeatureExtractionArgs>>().toExtend<ArgsOf<"featureExtraction">>();
    expectTypeOf<PeerShaped<Peer.SentenceSimilarityArgs>>().toExtend<ArgsOf<"sentenceSimilarity">>();
    expectTypeOf<PeerShaped<Peer.FillMaskArgs>>().toExtend<ArgsOf<"fillMask">>();
    expectTypeOf<PeerShaped<Peer.SummarizationArgs>>().toExtend<ArgsOf<"summarization">>();
    expectTypeOf<PeerShaped<Peer.TranslationArgs>>().toExtend<ArgsOf<"translation">>();
    expectTypeOf<PeerShaped<Peer.QuestionAnsweringArgs>>().toExtend<ArgsOf<"questionAnswering">>();
    expectTypeOf<PeerShaped<Peer.TableQuestionAnsweringArgs>>().toExtend<ArgsOf<"tableQuestionAnswering">>();
    expectTypeOf<PeerShaped<Peer.TextClassificationArgs>>().toExtend<ArgsOf<"textClassification">>();
    expectTypeOf<PeerShaped<Peer.TokenClassificationArgs>>().toExtend<ArgsOf<"tokenClassification">>();
    expectTypeOf<PeerShaped<Peer.ZeroShotClassificationArgs>>().toExtend<ArgsOf<"zeroShotClassification">>();
  });

  it("takes the peer's tabular and untyped-request arguments", () => {
    expectTypeOf<PeerShaped<Peer.TabularClassificationArgs>>().toExtend<ArgsOf<"tabularClassification">>();
    expectTypeOf<PeerShaped<Peer.TabularRegressionArgs>>().toExtend<ArgsOf<"tabularRegression">>();
    expectTypeOf<PeerShaped<Peer.RequestArgs>>().toExtend<ArgsOf<"request">>();
    expectTypeOf<PeerShaped<Peer.RequestArgs>>().toExtend<ArgsOf<"streamingRequest">>();
  });

  it("accepts every peer argument shape where ours is asked for", () => {
    expectTypeOf<PeerShaped<Peer.TextToImageArgs>>().toExtend<Ours.TextToImageArgs>();
    expectTypeOf<PeerShaped<Peer.ImageToImageArgs>>().toExtend<Ours.ImageToImageArgs>();
    expectTypeOf<PeerShaped<Peer.TextToVideoArgs>>().toExtend<Ours.TextToVideoArgs>();
    expectTypeOf<PeerShaped<Peer.FeatureExtractionArgs>>().toExtend<Ours.FeatureExtractionArgs>();
    expectTypeOf<PeerShaped<Peer.SentenceSimilarityArgs>>().toExtend<Ours.SentenceSimilarityArgs>();
    expectTypeOf<PeerShaped<Peer.QuestionAnsweringArgs>>().toExtend<Ours.QuestionAnsweringArgs>();
    expectTypeOf<PeerShaped<Peer.VisualQuestionAnsweringArgs>>().toExtend<Ours.VisualQuestionAnsweringArgs>();
    expectTypeOf<PeerShaped<Peer.DocumentQuestionAnsweringArgs>>().toExtend<Ours.DocumentQuestionAnsweringArgs>();
    expectTypeOf<PeerShaped<Peer.ImageTextToImageArgs>>().toExtend<Ours.ImageTextToImageArgs>();
    expectTypeOf<PeerShaped<Peer.ZeroShotClassificationArgs>>().toExtend<Ours.ZeroShotClassificationArgs>();
    expectTypeOf<PeerShaped<Peer.TextGenerationInput>>().toExtend<Ours.TextGenerationInput>();
  });

  it("gives peer users the output fields they read", () => {
    expectTypeOf<Ours.TextGenerationStreamDetails>().toExtend<Peer.TextGenerationStreamDetails>();
    expectTypeOf<Ours.TextGenerationStreamBestOfSequence>().toEqualTypeOf<Peer.TextGenerationStreamBestOfSequence>();
    expectTypeOf<Ours.TextGenerationStreamFinishReason>().toEqualTypeOf<Peer.TextGenerationStreamFinishReason>();
    expectTypeOf<Ours.AudioToAudioOutput>().toEqualTypeOf<Peer.AudioToAudioOutput>();
    expectTypeOf<Ours.AudioToAudioOutputElem>().toEqualTypeOf<Peer.AudioToAudioOutputElem>();
    expectTypeOf<Ours.TabularClassificationOutput>().toEqualTypeOf<Peer.TabularClassificationOutput>();
    expectTypeOf<Ours.TabularRegressionOutput>().toEqualTypeOf<Peer.TabularRegressionOutput>();
    expectTypeOf<Ours.TextToVideoOutput>().toEqualTypeOf<Peer.TextToVideoOutput>();
    expectTypeOf<Ours.ModelId>().toEqualTypeOf<Peer.ModelId>();
    expectTypeOf<Ours.HeaderParams>().toEqualTypeOf<Peer.HeaderParams>();
  });

  it("types each media call by its outputType, as functions and as client methods", () => {
    const image = { inputs: "a red fox" };
    const picture = { inputs: new Blob([]) };
    // Never called: only the types of these calls are checked.
    const calls = (client: Ours.InferenceClient) => ({
      blob: Ours.textToImage(image),
      explicitBlob: Ours.imageToImage(picture, { outputType: "blob" }),
      url: Ours.textToVideo(image, { outputType: "url" }),
      dataUrl: Ours.imageToVideo(picture, { outputType: "dataUrl" }),
      json: Ours.textToSpeech(image, { outputType: "json" }),
      clientBlob: client.textToAudio(image, { signal: AbortSignal.timeout(1) }),
      clientUrl: client.imageTextToImage(picture, { outputType: "url" }),
      clientDataUrl: client.textToImage(image, { outputType: "dataUrl" }),
      clientJson: client.imageTextToVideo(picture, { outputType: "json" }),
      runtimeChoice: Ours.textToImage(image, { outputType: "json" as Ours.OutputType }),
    });
    expectTypeOf<ReturnType<typeof calls>>().toEqualTypeOf<{
      blob: Promise<Blob>;
      explicitBlob: Promise<Blob>;
      url: Promise<string>;
      dataUrl: Promise<string>;
      json: Promise<Record<string, unknown>>;
      clientBlob: Promise<Blob>;
      clientUrl: Promise<string>;
      clientDataUrl: Promise<string>;
      clientJson: Promise<Record<string, unknown>>;
      runtimeChoice: Promise<Blob | string | Record<string, unknown>>;
    }>();
    for (const name of [
      "textToImage",
      "imageToImage",
      "imageTextToImage",
      "textToVideo",
      "imageToVideo",
      "imageTextToVideo",
      "textToSpeech",
      "textToAudio",
    ] as const) {
      expectTypeOf<Ours.InferenceClient[typeof name]>().toEqualTypeOf<(typeof Ours)[typeof name]>();
    }
  });

  it("compiles the way peer users write their calls", () => {
    const image: Ours.TextToImageArgs = {
      model: "black-forest-labs/FLUX.1-dev",
      inputs: "a red fox",
      provider: "fal-ai",
      parameters: { width: 512, height: 512 },
    };
    const stream: Ours.TextGenerationArgs = { model: "m", inputs: "Once", parameters: { max_new_tokens: 5 } };
    const body: Ours.BodyParams<Ours.TextGenerationInput> = { args: { inputs: "Once" }, model: "m" };
    expectTypeOf(image).toExtend<Parameters<typeof Ours.textToImage>[0]>();
    expectTypeOf(stream).toExtend<Parameters<typeof Ours.textGenerationStream>[0]>();
    expectTypeOf(body.args.inputs).toEqualTypeOf<string>();
    expectTypeOf<ReturnType<typeof Ours.tabularRegression>>().toEqualTypeOf<Promise<Ours.TabularRegressionOutput>>();
  });
});
