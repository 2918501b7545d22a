import * as peer from "@huggingface/tasks";
import { describe, expect, it } from "vitest";
import { HF_HUB_INFERENCE_PROXY_TEMPLATE, openAIbaseUrl } from "./inference-providers";

describe("OpenAI base URLs through the router", () => {
  it("gives the peer's address for each provider, /v1 under hf-inference only", () => {
    expect(HF_HUB_INFERENCE_PROXY_TEMPLATE).toBe(peer.HF_HUB_INFERENCE_PROXY_TEMPLATE);
    for (const provider of ["hf-inference", "together", "fal-ai", "novita"])
      expect(openAIbaseUrl(provider), provider).toBe(peer.openAIbaseUrl(provider));
    expect(openAIbaseUrl("hf-inference")).toBe("https://router.huggingface.co/hf-inference/v1");
  });

  it("keeps an odd provider id inside one path segment", () => {
    expect(openAIbaseUrl("../evil?x=1#")).toBe("https://router.huggingface.co/..%2Fevil%3Fx%3D1%23");
  });
});
