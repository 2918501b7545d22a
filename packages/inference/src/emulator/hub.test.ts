import { describe, expect, it } from "vitest";
import { HF_TOKEN, useEmulator } from "../test-support/emulator";
import { send } from "../test-support/requests";
import { ACCEPTED_HUB_TOKEN } from "./stores/model-records";

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

describe("Hub model records", () => {
  const emulator = useEmulator();
  const get = (path: string, authorization?: string) =>
    send(emulator(), `https://huggingface.co/api/models/${path}`, authorization === undefined ? {} : { authorization });

  it("answers only the fields repeated expand[] parameters ask for, plus id and _id", async () => {
    const response = await get(
      "Qwen/Qwen2.5-7B-Instruct?expand[]=pipeline_tag&expand[]=safetensors&expand[]=inferenceProviderMapping",
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["_id", "id", "inferenceProviderMapping", "pipeline_tag", "safetensors"]);
    expect(body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.pipeline_tag).toBe("text-generation");
    expect(body.safetensors).toEqual({ parameters: { BF16: 7_615_616_512 }, total: 7_615_616_512 });
    const providers = (
      body.inferenceProviderMapping as Array<{ provider: string; status: string; hfModelId: string }>
    ).map((e) => `${e.provider}:${e.status}:${e.hfModelId}`);
    expect(providers).toEqual([
      "together:live:Qwen/Qwen2.5-7B-Instruct",
      "featherless-ai:live:Qwen/Qwen2.5-7B-Instruct",
      "nscale:live:Qwen/Qwen2.5-7B-Instruct",
    ]);
  });

  it("answers every field without expand[], and a model page's fields for each kind of model", async () => {
    const full = (await (await get("Qwen/Qwen2.5-7B-Instruct")).json()) as Record<string, unknown>;
    for (const field of [
      "pipeline_tag",
      "tags",
      "library_name",
      "config",
      "cardData",
      "widgetData",
      "transformersInfo",
      "safetensors",
      "siblings",
      "gated",
      "inferenceProviderMapping",
    ])
      expect(full, field).toHaveProperty(field);
    expect(full.config).toMatchObject({ tokenizer_config: { chat_template: expect.stringContaining("<|im_start|>") } });
    const gguf = (await (await get("bartowski/Qwen2.5-7B-Instruct-GGUF?expand[]=gguf&expand[]=siblings")).json()) as {
      gguf: { architecture: string; context_length: number };
      siblings: Array<{ rfilename: string }>;
    };
    expect(gguf.gguf).toMatchObject({ architecture: "qwen2", context_length: 32_768 });
    expect(gguf.siblings.filter((s) => s.rfilename.endsWith(".gguf"))).toHaveLength(5);
    const image = (await (await get("black-forest-labs/FLUX.1-schnell?expand[]=pipeline_tag")).json()) as Record<
      string,
      unknown
    >;
    expect(image.pipeline_tag).toBe("text-to-image");
  });

  it("answers an empty mapping for a model no provider serves, and marks staging entries", async () => {
    const none = (await (await get("openai-community/gpt2?expand[]=inferenceProviderMapping")).json()) as Record<
      string,
      unknown
    >;
    expect(none.inferenceProviderMapping).toEqual([]);
    const staged = (await (await get("HuggingFaceTB/SmolLM3-3B?expand[]=inferenceProviderMapping")).json()) as {
      inferenceProviderMapping: Array<{ provider: string; status: string }>;
    };
    expect(staged.inferenceProviderMapping.map((e) => `${e.provider}:${e.status}`)).toEqual([
      "hf-inference:live",
      "featherless-ai:staging",
    ]);
  });

  it("a registered mapping replaces the record's, and reset brings the record's back", async () => {
    emulator().setProviderMapping("Qwen/Qwen2.5-7B-Instruct", [
      { provider: "groq", providerId: "qwen", task: "conversational" },
    ]);
    const body = async () =>
      (
        (await (await get("Qwen/Qwen2.5-7B-Instruct?expand[]=inferenceProviderMapping")).json()) as {
          inferenceProviderMapping: Array<{ provider: string }>;
        }
      ).inferenceProviderMapping.map((e) => e.provider);
    expect(await body()).toEqual(["groq"]);
    emulator().reset();
    expect(await body()).toEqual(["together", "featherless-ai", "nscale"]);
  });

  it("refuses unknown expand[] names with 400", async () => {
    const response = await get("Qwen/Qwen2.5-7B-Instruct?expand[]=pipeline_tag&expand[]=secrets");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain("must be one of");
  });

  it.each(["meta-llama/Llama-3.2-3B-Instruct", "inferkit-test/private-notes-lm"])(
    "gated and private %s: 401 without a token, 403 with one without access, 200 with the accepted one",
    async (id) => {
      const anonymous = await get(`${id}?expand[]=config`);
      expect(anonymous.status).toBe(401);
      expect(((await anonymous.json()) as { error: string }).error).toContain(id);
      const refused = await get(`${id}?expand[]=config`, `Bearer ${HF_TOKEN}`);
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain(HF_TOKEN);
      const accepted = await get(`${id}?expand[]=config`, `Bearer ${ACCEPTED_HUB_TOKEN}`);
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toHaveProperty("config.architectures");
    },
  );

  it("public records need no token but accept any hub token", async () => {
    expect((await get("openai-community/gpt2?expand[]=tags")).status).toBe(200);
    expect((await get("openai-community/gpt2?expand[]=tags", `Bearer ${HF_TOKEN}`)).status).toBe(200);
  });
});
