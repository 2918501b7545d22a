// Model records the emulated Hub serves at /api/models/{id}: real model ids with invented but
// realistic values, one of each kind a model page meets (chat LLM with several providers, vision-language,
// text-to-image, GGUF repo, gated, private, no provider, a staging provider).
import type { ProviderMappingEntry } from "../types";

/** The one token the emulated Hub accepts for gated and private records (any other `hf_…` token gets 403). */
export const ACCEPTED_HUB_TOKEN = "hf_emulator_accepted_access";

export interface ModelRecord {
  /** Fields as the Hub's model API names them (without `inferenceProviderMapping`). */
  fields: Record<string, unknown> & { id: string };
  /** Served as `inferenceProviderMapping` unless a test registers its own with `setProviderMapping`. */
  mapping: ProviderMappingEntry[];
}

const files = (...names: string[]) => [".gitattributes", "README.md", ...names].map((rfilename) => ({ rfilename }));

/** A short ChatML-style template of our own; real records carry the model's full template. */
const CHATML =
  "{% for message in messages %}<|im_start|>{{ message.role }}\n{{ message.content }}<|im_end|>\n{% endfor %}" +
  "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}";
const LLAMA3 =
  "{{ bos_token }}{% for message in messages %}<|start_header_id|>{{ message.role }}<|end_header_id|>\n\n" +
  "{{ message.content | trim }}<|eot_id|>{% endfor %}" +
  "{% if add_generation_prompt %}<|start_header_id|>assistant<|end_header_id|>\n\n{% endif %}";

const chatConfig = (architecture: string, modelType: string, tokenizer: Record<string, unknown>) => ({
  architectures: [architecture],
  model_type: modelType,
  tokenizer_config: tokenizer,
});
const causalLm = { auto_model: "AutoModelForCausalLM", pipeline_tag: "text-generation", processor: "AutoTokenizer" };
const chatWidget = [{ messages: [{ role: "user", content: "What is the capital of France?" }] }];

/** Fields every record has, with per-record overrides. */
const record = (id: string, fields: Record<string, unknown>, mapping: ProviderMappingEntry[] = []): ModelRecord => ({
  fields: {
    // A stable 24-hex-digit object id derived from the model id.
    _id: [...id]
      .reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) >>> 0, 7)
      .toString(16)
      .padStart(8, "0")
      .repeat(3),
    id,
    author: id.split("/")[0],
    private: false,
    gated: false,
    disabled: false,
    sha: "2a1f3c7e9b0d4f6a8c5e1b3d7f9a0c2e4b6d8f10",
    lastModified: "2025-01-14T09:12:45.000Z",
    createdAt: "2024-09-16T11:55:46.000Z",
    downloads: 1_204_311,
    likes: 812,
    ...fields,
  },
  mapping,
});

export const MODEL_RECORDS: readonly ModelRecord[] = [
  record(
    "Qwen/Qwen2.5-7B-Instruct",
    {
      pipeline_tag: "text-generation",
      library_name: "transformers",
      tags: [
        "transformers",
        "safetensors",
        "qwen2",
        "text-generation",
        "chat",
        "conversational",
        "en",
        "license:apache-2.0",
      ],
      config: chatConfig("Qwen2ForCausalLM", "qwen2", {
        bos_token: null,
        eos_token: "<|im_end|>",
        pad_token: "<|endoftext|>",
        chat_template: CHATML,
      }),
      cardData: {
        license: "apache-2.0",
        language: ["en"],
        pipeline_tag: "text-generation",
        base_model: "Qwen/Qwen2.5-7B",
      },
      widgetData: chatWidget,
      transformersInfo: causalLm,
      safetensors: { parameters: { BF16: 7_615_616_512 }, total: 7_615_616_512 },
      siblings: files(
        "config.json",
        "generation_config.json",
        "model-00001-of-00002.safetensors",
        "model-00002-of-00002.safetensors",
        "tokenizer.json",
        "tokenizer_config.json",
      ),
    },
    [
      {
        provider: "together",
        providerId: "Qwen/Qwen2.5-7B-Instruct-Turbo",
        task: "conversational",
        throughput: 140,
        pricing: { input: 0.3, output: 0.3 },
      },
      { provider: "featherless-ai", providerId: "Qwen/Qwen2.5-7B-Instruct", task: "conversational", throughput: 35 },
      {
        provider: "nscale",
        providerId: "Qwen/Qwen2.5-7B-Instruct",
        task: "conversational",
        throughput: 60,
        pricing: { input: 0.01, output: 0.03 },
      },
    ],
  ),
  record(
    "Qwen/Qwen2.5-VL-32B-Instruct",
    {
      pipeline_tag: "image-text-to-text",
      library_name: "transformers",
      tags: [
        "transformers",
        "safetensors",
        "qwen2_5_vl",
        "image-text-to-text",
        "multimodal",
        "conversational",
        "license:apache-2.0",
      ],
      config: chatConfig("Qwen2_5_VLForConditionalGeneration", "qwen2_5_vl", {
        eos_token: "<|im_end|>",
        pad_token: "<|endoftext|>",
        chat_template: CHATML,
      }),
      cardData: {
        license: "apache-2.0",
        language: ["en"],
        pipeline_tag: "image-text-to-text",
        library_name: "transformers",
      },
      widgetData: [
        {
          text: "Describe this picture.",
          src: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cat.png",
        },
      ],
      transformersInfo: {
        auto_model: "AutoModelForImageTextToText",
        pipeline_tag: "image-text-to-text",
        processor: "AutoProcessor",
      },
      safetensors: { parameters: { BF16: 33_452_718_336 }, total: 33_452_718_336 },
      siblings: files(
        "config.json",
        "chat_template.json",
        "preprocessor_config.json",
        "model.safetensors.index.json",
        "tokenizer_config.json",
      ),
    },
    [
      {
        provider: "fireworks-ai",
        providerId: "accounts/fireworks/models/qwen2p5-vl-32b-instruct",
        task: "conversational",
      },
      { provider: "novita", providerId: "qwen/qwen2.5-vl-32b-instruct", task: "conversational" },
    ],
  ),
  record(
    "black-forest-labs/FLUX.1-schnell",
    {
      pipeline_tag: "text-to-image",
      library_name: "diffusers",
      tags: [
        "diffusers",
        "safetensors",
        "text-to-image",
        "image-generation",
        "flux",
        "en",
        "license:apache-2.0",
        "diffusers:FluxPipeline",
      ],
      config: { diffusers: { _class_name: "FluxPipeline" } },
      cardData: {
        license: "apache-2.0",
        language: ["en"],
        pipeline_tag: "text-to-image",
        tags: ["text-to-image", "flux"],
      },
      widgetData: [{ text: "A lighthouse on a cliff at dawn, watercolour" }],
      safetensors: { parameters: { BF16: 11_901_408_320 }, total: 11_901_408_320 },
      siblings: files("model_index.json", "flux1-schnell.safetensors", "transformer/config.json", "vae/config.json"),
    },
    [
      { provider: "fal-ai", providerId: "fal-ai/flux/schnell", task: "text-to-image" },
      { provider: "replicate", providerId: "black-forest-labs/flux-schnell", task: "text-to-image" },
      { provider: "together", providerId: "black-forest-labs/FLUX.1-schnell", task: "text-to-image" },
    ],
  ),
  record("bartowski/Qwen2.5-7B-Instruct-GGUF", {
    pipeline_tag: "text-generation",
    tags: [
      "gguf",
      "text-generation",
      "chat",
      "conversational",
      "en",
      "base_model:Qwen/Qwen2.5-7B-Instruct",
      "license:apache-2.0",
    ],
    cardData: {
      license: "apache-2.0",
      base_model: "Qwen/Qwen2.5-7B-Instruct",
      pipeline_tag: "text-generation",
      quantized_by: "bartowski",
    },
    gguf: {
      total: 7_615_616_512,
      architecture: "qwen2",
      context_length: 32_768,
      chat_template: CHATML,
      bos_token: "<|endoftext|>",
      eos_token: "<|im_end|>",
    },
    siblings: files(
      "Qwen2.5-7B-Instruct-Q2_K.gguf",
      "Qwen2.5-7B-Instruct-Q4_K_M.gguf",
      "Qwen2.5-7B-Instruct-Q5_K_M.gguf",
      "Qwen2.5-7B-Instruct-Q8_0.gguf",
      "Qwen2.5-7B-Instruct-f16.gguf",
    ),
  }),
  record(
    "meta-llama/Llama-3.2-3B-Instruct",
    {
      gated: "manual",
      pipeline_tag: "text-generation",
      library_name: "transformers",
      tags: [
        "transformers",
        "safetensors",
        "llama",
        "text-generation",
        "facebook",
        "meta",
        "conversational",
        "license:llama3.2",
      ],
      config: chatConfig("LlamaForCausalLM", "llama", {
        bos_token: "<|begin_of_text|>",
        eos_token: "<|eot_id|>",
        chat_template: LLAMA3,
      }),
      cardData: {
        license: "llama3.2",
        language: ["en", "de", "fr"],
        pipeline_tag: "text-generation",
        extra_gated_heading: "Accept the licence to see this model",
      },
      widgetData: chatWidget,
      transformersInfo: causalLm,
      safetensors: { parameters: { BF16: 3_212_749_824 }, total: 3_212_749_824 },
      siblings: files(
        "config.json",
        "model-00001-of-00002.safetensors",
        "model-00002-of-00002.safetensors",
        "tokenizer_config.json",
      ),
    },
    [
      { provider: "together", providerId: "meta-llama/Llama-3.2-3B-Instruct-Turbo", task: "conversational" },
      { provider: "novita", providerId: "meta-llama/llama-3.2-3b-instruct", task: "conversational" },
    ],
  ),
  record("inferkit-test/private-notes-lm", {
    private: true,
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "safetensors", "gpt2", "text-generation"],
    config: { architectures: ["GPT2LMHeadModel"], model_type: "gpt2" },
    transformersInfo: causalLm,
    safetensors: { parameters: { F32: 124_439_808 }, total: 124_439_808 },
    siblings: files("config.json", "model.safetensors"),
  }),
  record("openai-community/gpt2", {
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: [
      "transformers",
      "pytorch",
      "tf",
      "jax",
      "safetensors",
      "gpt2",
      "text-generation",
      "exbert",
      "en",
      "license:mit",
    ],
    config: { architectures: ["GPT2LMHeadModel"], model_type: "gpt2", tokenizer_config: {} },
    cardData: { language: "en", tags: ["exbert"], license: "mit" },
    widgetData: [{ text: "My name is Julien and I like to" }],
    transformersInfo: causalLm,
    safetensors: { parameters: { F32: 137_022_720 }, total: 137_022_720 },
    siblings: files("config.json", "model.safetensors", "tokenizer.json", "vocab.json", "merges.txt"),
  }),
  record(
    "HuggingFaceTB/SmolLM3-3B",
    {
      pipeline_tag: "text-generation",
      library_name: "transformers",
      tags: ["transformers", "safetensors", "smollm3", "text-generation", "conversational", "en", "license:apache-2.0"],
      config: chatConfig("SmolLM3ForCausalLM", "smollm3", {
        eos_token: "<|im_end|>",
        pad_token: "<|im_end|>",
        chat_template: CHATML,
      }),
      cardData: { license: "apache-2.0", language: ["en", "fr", "es"], pipeline_tag: "text-generation" },
      widgetData: chatWidget,
      transformersInfo: causalLm,
      safetensors: { parameters: { BF16: 3_075_098_624 }, total: 3_075_098_624 },
      siblings: files("config.json", "model.safetensors", "tokenizer_config.json"),
    },
    [
      { provider: "hf-inference", providerId: "HuggingFaceTB/SmolLM3-3B", task: "conversational" },
      { provider: "featherless-ai", providerId: "HuggingFaceTB/SmolLM3-3B", task: "conversational", status: "staging" },
    ],
  ),
];

const BY_ID = new Map(MODEL_RECORDS.map((r) => [r.fields.id, r]));

export function findModelRecord(modelId: string): ModelRecord | undefined {
  return BY_ID.get(modelId);
}

/**
 * Who may read a record: everyone for public ones; for gated and private ones 401 without a token,
 * 403 with a token that has no access, 200 with ACCEPTED_HUB_TOKEN.
 */
export function recordAccess(rec: ModelRecord, token: string | undefined): 200 | 401 | 403 {
  if (!rec.fields.private && !rec.fields.gated) return 200;
  if (token === undefined) return 401;
  return token === ACCEPTED_HUB_TOKEN ? 200 : 403;
}
