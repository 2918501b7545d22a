import { describe, expect, it } from "vitest";
import * as entry from "./index";

describe("@inferkit/inference entry", () => {
  it("exports the client, the task functions and the provider lists", () => {
    expect(typeof entry.InferenceClient).toBe("function");
    expect(typeof entry.chatCompletion).toBe("function");
    expect(typeof entry.getProviderHelper).toBe("function");
    expect(entry.INFERENCE_PROVIDERS).toHaveLength(19);
    expect(entry.PROVIDERS_OR_POLICIES).toEqual([...entry.INFERENCE_PROVIDERS, "auto"]);
  });

  it("gives every task function a client method", () => {
    const client = new entry.InferenceClient("hf_x");
    for (const name of [
      "chatCompletion",
      "textToImage",
      "automaticSpeechRecognition",
      "tabularRegression",
      "request",
    ]) {
      expect(typeof (client as unknown as Record<string, unknown>)[name]).toBe("function");
    }
  });
});
