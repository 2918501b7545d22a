// Code written against the peer's types compiles against ours: checked by `tsc -p packages/inference`,
// and by Vitest's expectTypeOf at run time.
import type * as Peer from "@huggingface/inference";
import { describe, expectTypeOf, it } from "vitest";
import type * as Ours from "./index";

/** The peer's arguments with a provider we serve (its list names a few we do not). */
type PeerShaped<T> = T & { provider?: Ours.InferenceProviderOrPolicy };

describe("peer-typed code against our types", () => {
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
