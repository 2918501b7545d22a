import { PROVIDERS as PEER_PROVIDERS } from "@huggingface/inference";
import { describe, expect, it } from "vitest";
import * as entry from "./index";

const pairsOf = (table: Record<string, Record<string, unknown>>) =>
  Object.entries(table).flatMap(([provider, tasks]) => Object.keys(tasks).map((task) => `${provider} ${task}`));

describe("@inferkit/inference entry", () => {
  it("exports the client, the task functions and the provider lists", () => {
    expect(typeof entry.InferenceClient).toBe("function");
    expect(typeof entry.chatCompletion).toBe("function");
    expect(typeof entry.getProviderHelper).toBe("function");
    expect(entry.INFERENCE_PROVIDERS).toHaveLength(23);
    expect(entry.PROVIDERS_OR_POLICIES).toEqual([...entry.INFERENCE_PROVIDERS, "auto"]);
  });

  it("serves every provider and every (provider, task) pair of the peer's latest, and keeps the direct-only four", () => {
    expect([...entry.INFERENCE_PROVIDERS].sort()).toEqual(
      [...Object.keys(PEER_PROVIDERS), ...entry.DIRECT_ONLY_PROVIDERS].sort(),
    );
    const ours = new Set(pairsOf(entry.PROVIDERS));
    expect(pairsOf(PEER_PROVIDERS).filter((pair) => !ours.has(pair))).toEqual([]);
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
