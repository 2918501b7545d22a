import { getInferenceSnippets } from "@inferkit/inference/snippets";
import type { ModelData } from "@inferkit/tasks";
import { describe, expect, it } from "vitest";
import { providerChoices, providerMapping, recordMapping } from "./inference-providers";

const chatModel: ModelData = {
  id: "org/chat-model",
  pipeline_tag: "text-generation",
  tags: ["conversational", "text-generation"],
};
const imageModel = (mapping: unknown): ModelData =>
  ({ id: "org/image-model", pipeline_tag: "text-to-image", tags: [], inferenceProviderMapping: mapping }) as ModelData;

const codeFor = (model: ModelData, provider: string) =>
  getInferenceSnippets(model, provider, providerMapping(model, provider))
    .map((snippet) => snippet.content)
    .join("\n");

describe("providers of a model record", () => {
  it("without a mapping, offers auto then every provider whose snippets fit the task, with the hub id", () => {
    const providers = providerChoices(chatModel);
    expect(providers[0]).toBe("auto");
    expect(providers).toEqual(expect.arrayContaining(["hf-inference", "groq", "together"]));
    expect(providers).not.toContain("black-forest-labs");
    // The router no longer serves these: offered only where a model's mapping lists them.
    for (const directOnly of ["hyperbolic", "nebius", "sambanova"]) expect(providers).not.toContain(directOnly);
    const listed = { ...chatModel, inferenceProviderMapping: [{ provider: "nebius", providerId: "n/m" }] };
    expect(providerChoices(listed)).toEqual(["auto", "nebius"]);
    expect(codeFor(listed, "nebius")).toContain("NEBIUS_API_KEY");
    expect(providerMapping(chatModel, "groq")).toEqual({
      provider: "groq",
      providerId: "org/chat-model",
      hfModelId: "org/chat-model",
      status: "live",
      task: "conversational",
    });
  });

  it("with the Hub's mapping list, offers auto and its providers, live first, with their own model ids", () => {
    const model = imageModel([
      { provider: "fal-ai", providerId: "fal-ai/image-model", status: "staging", task: "text-to-image" },
      { provider: "replicate", providerId: "owner/image-model:1234", status: "live", task: "text-to-image" },
    ]);
    expect(providerChoices(model)).toEqual(["auto", "replicate", "fal-ai"]);
    expect(providerMapping(model, "fal-ai")).toMatchObject({ providerId: "fal-ai/image-model", status: "staging" });
    expect(codeFor(model, "fal-ai")).toContain("fal-ai/image-model");
    expect(codeFor(model, "replicate")).toContain(`"version": "1234"`);
  });

  it("reads the older form keyed by provider too", () => {
    const model = imageModel({ "fal-ai": { providerId: "fal-ai/image-model", status: "live", task: "text-to-image" } });
    expect(recordMapping(model)).toEqual([
      {
        provider: "fal-ai",
        providerId: "fal-ai/image-model",
        hfModelId: "org/image-model",
        status: "live",
        task: "text-to-image",
      },
    ]);
    expect(providerChoices(model)).toEqual(["auto", "fal-ai"]);
  });

  it("offers no auto when only staging providers serve the model", () => {
    const model = imageModel([{ provider: "fal-ai", providerId: "f", status: "staging", task: "text-to-image" }]);
    expect(providerChoices(model)).toEqual(["fal-ai"]);
  });

  it("leaves out entries it cannot use, and providers the client does not know", () => {
    const model = imageModel([
      { provider: "fal-ai" },
      { providerId: "x" },
      null,
      { provider: "not-a-provider", providerId: "x", task: "text-to-image" },
      { provider: "hf-inference", providerId: "org/image-model", task: "text-to-image" },
    ]);
    expect(recordMapping(model)?.map((entry) => entry.provider)).toEqual(["not-a-provider", "hf-inference"]);
    expect(providerChoices(model)).toEqual(["auto", "hf-inference"]);
  });

  it("offers nothing when the Hub's mapping is empty (or holds no usable entry)", () => {
    for (const mapping of [[], {}, [{ provider: 1, providerId: 2 }]]) {
      expect(recordMapping(imageModel(mapping))).toEqual([]);
      expect(providerChoices(imageModel(mapping))).toEqual([]);
    }
  });

  it("falls back to every provider when the mapping field is missing or not a mapping", () => {
    for (const mapping of [undefined, "fal-ai", 7]) {
      expect(recordMapping(imageModel(mapping))).toBeUndefined();
      expect(providerChoices(imageModel(mapping))).toEqual(expect.arrayContaining(["auto", "fal-ai", "hf-inference"]));
    }
  });
});
