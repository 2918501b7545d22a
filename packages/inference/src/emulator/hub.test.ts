import { describe, expect, it } from "vitest";
import { HF_TOKEN, useEmulator } from "../test-support/emulator";
import { send } from "../test-support/requests";

const lookup = (id: string, expand = "inferenceProviderMapping") =>
  `https://huggingface.co/api/models/${id}?expand[]=${expand}`;

describe("Hub provider mappings", () => {
  const emulator = useEmulator();

  it("answers the array form with hfModelId, status, type and LoRA fields", async () => {
    emulator().setProviderMapping("org/lora", [
      {
        provider: "fal-ai",
        providerId: "fal-ai/lora",
        task: "text-to-image",
        adapter: "lora",
        adapterWeightsPath: "w.safetensors",
      },
      { provider: "replicate", providerId: "owner/m", task: "text-to-image", status: "staging" },
    ]);
    const response = await send(emulator(), lookup("org/lora"), { authorization: `Bearer ${HF_TOKEN}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      _id: "org/lora",
      id: "org/lora",
      inferenceProviderMapping: [
        {
          provider: "fal-ai",
          hfModelId: "org/lora",
          providerId: "fal-ai/lora",
          status: "live",
          task: "text-to-image",
          type: "single-model",
          adapter: "lora",
          adapterWeightsPath: "w.safetensors",
        },
        {
          provider: "replicate",
          hfModelId: "org/lora",
          providerId: "owner/m",
          status: "staging",
          task: "text-to-image",
          type: "single-model",
        },
      ],
    });
  });

  it("answers the pipeline tag (conversational models are text-generation)", async () => {
    emulator().setProviderMapping("org/chat", [{ provider: "groq", providerId: "chat", task: "conversational" }]);
    expect(await (await send(emulator(), lookup("org/chat", "pipeline_tag"))).json()).toEqual({
      _id: "org/chat",
      id: "org/chat",
      pipeline_tag: "text-generation",
    });
  });

  it("answers 404 JSON for unknown models, and 401 for credentials that are not hub tokens", async () => {
    const unknown = await send(emulator(), lookup("org/unknown"));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Repository not found" });
    emulator().setProviderMapping("org/m", [{ provider: "groq", providerId: "m", task: "conversational" }]);
    const bad = await send(emulator(), lookup("org/m"), { authorization: "Bearer sk-provider-key" });
    expect(bad.status).toBe(401);
    expect(await bad.text()).not.toContain("sk-provider-key");
  });

  it("mappings are copied, so later edits by the caller do not leak in", async () => {
    const mapping = [{ provider: "groq", providerId: "m", task: "conversational" }];
    emulator().setProviderMapping("org/m", mapping);
    mapping[0] = { provider: "together", providerId: "x", task: "conversational" };
    const body = (await (await send(emulator(), lookup("org/m"))).json()) as {
      inferenceProviderMapping: Array<{ provider: string }>;
    };
    expect(body.inferenceProviderMapping[0]?.provider).toBe("groq");
  });

  it("lists registered models per pipeline tag at /api/tasks, for default-model lookups", async () => {
    emulator().setProviderMapping("org/chat", [{ provider: "groq", providerId: "c", task: "conversational" }]);
    emulator().setProviderMapping("org/gen", [
      { provider: "hf-inference", providerId: "org/gen", task: "text-generation" },
    ]);
    emulator().setProviderMapping("org/tti", [{ provider: "fal-ai", providerId: "f", task: "text-to-image" }]);
    expect(await (await send(emulator(), "https://huggingface.co/api/tasks")).json()).toEqual({
      "text-generation": { id: "text-generation", models: [{ id: "org/chat" }, { id: "org/gen" }] },
      "text-to-image": { id: "text-to-image", models: [{ id: "org/tti" }] },
    });
  });
});
