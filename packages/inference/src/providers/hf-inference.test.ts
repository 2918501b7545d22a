import { describe, expect, it } from "vitest";
import { InferenceClientProviderOutputError } from "../errors";
import { getProviderHelper } from "./getProviderHelper";
import {
  hfInferenceFeatureExtraction,
  hfInferenceTextClassification,
  hfInferenceTextRanking,
  hfInferenceTextToImage,
  hfInferenceTranslation,
  hfInferenceZeroShotClassification,
} from "./hf-inference";

describe("hf-inference outputs", () => {
  it("feature extraction accepts up to 3 levels of nesting, not 4", async () => {
    await expect(hfInferenceFeatureExtraction.getResponse([[[0.1, 0.2]]])).resolves.toEqual([[[0.1, 0.2]]]);
    await expect(hfInferenceFeatureExtraction.getResponse([[[[0.1]]]])).rejects.toThrow(
      "Received malformed response from HF-Inference feature-extraction API: expected Array<number[][][] | number[][] | number[] | number>",
    );
    await expect(hfInferenceFeatureExtraction.getResponse(["a"])).rejects.toBeInstanceOf(
      InferenceClientProviderOutputError,
    );
  });

  it("translation returns the single item, or the list when there are several", async () => {
    await expect(hfInferenceTranslation.getResponse([{ translation_text: "Hello" }])).resolves.toEqual({
      translation_text: "Hello",
    });
    const two = [{ translation_text: "a" }, { translation_text: "b" }];
    await expect(hfInferenceTranslation.getResponse(two)).resolves.toEqual(two);
  });

  it("zero-shot classification converts the legacy labels/scores answer", async () => {
    await expect(
      hfInferenceZeroShotClassification.getResponse({ labels: ["refund", "legal"], scores: [0.9, 0.1] }),
    ).resolves.toEqual([
      { label: "refund", score: 0.9 },
      { label: "legal", score: 0.1 },
    ]);
    await expect(hfInferenceZeroShotClassification.getResponse({ labels: ["a"], scores: [] })).rejects.toBeInstanceOf(
      InferenceClientProviderOutputError,
    );
  });

  it("text classification unwraps the nested list", async () => {
    await expect(hfInferenceTextClassification.getResponse([[{ label: "POSITIVE", score: 0.99 }]])).resolves.toEqual([
      { label: "POSITIVE", score: 0.99 },
    ]);
  });

  it("text-to-image gives a Blob, a data URL or JSON, from bytes or base64", async () => {
    const png = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });
    await expect(hfInferenceTextToImage.getResponse(png)).resolves.toBe(png);
    for (const outputType of ["url", "dataUrl"] as const) {
      await expect(hfInferenceTextToImage.getResponse(png, undefined, undefined, outputType)).resolves.toBe(
        "data:image/png;base64,AQID",
      );
    }
    await expect(hfInferenceTextToImage.getResponse(png, undefined, undefined, "json")).resolves.toEqual({
      output: "data:image/png;base64,AQID",
    });
    await expect(
      hfInferenceTextToImage.getResponse({ data: [{ b64_json: "AQID" }] }, undefined, undefined, "dataUrl"),
    ).resolves.toBe("data:image/jpeg;base64,AQID");
    await expect(hfInferenceTextToImage.getResponse({ data: [{ b64_json: "not base64!" }] })).rejects.toThrow(
      "Received malformed response from HF-Inference text-to-image API: expected a Blob",
    );
    const b64 = { data: [{ b64_json: "AQID" }] };
    const blob = (await hfInferenceTextToImage.getResponse(b64)) as Blob;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    await expect(hfInferenceTextToImage.getResponse(b64, undefined, undefined, "json")).resolves.toEqual(b64);
    await expect(hfInferenceTextToImage.getResponse(undefined)).rejects.toThrow(
      "Received malformed response from HF-Inference text-to-image API: response is undefined",
    );
  });

  it("text ranking takes whole indexes and finite scores only (NaN reaches it from a custom fetch)", async () => {
    const ranked = [{ index: 0, score: -1.5, text: "a" }];
    await expect(hfInferenceTextRanking.getResponse(ranked)).resolves.toEqual(ranked);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(hfInferenceTextRanking.getResponse([{ index: 0, score: bad }])).rejects.toBeInstanceOf(
        InferenceClientProviderOutputError,
      );
    }
    await expect(hfInferenceTextRanking.getResponse([{ index: 2 ** 53, score: 1 }])).rejects.toBeInstanceOf(
      InferenceClientProviderOutputError,
    );
  });

  it("text ranking is sent to the model's text-ranking pipeline", () => {
    expect(hfInferenceTextRanking.makeUrl({ authMethod: "hf-token", model: "org/m", task: "text-ranking" })).toBe(
      "https://router.huggingface.co/hf-inference/models/org/m/pipeline/text-ranking",
    );
  });

  it("custom endpoint chat URLs are completed and trimmed", () => {
    const url = (model: string) =>
      getProviderHelper("hf-inference", "conversational").makeUrl({ authMethod: "hf-token", model });
    expect(url("org/m")).toBe("https://router.huggingface.co/hf-inference/models/org/m/v1/chat/completions");
    expect(url("https://e.x/v1/")).toBe("https://e.x/v1/chat/completions");
    expect(url("https://e.x")).toBe("https://e.x/v1/chat/completions");
  });
});
