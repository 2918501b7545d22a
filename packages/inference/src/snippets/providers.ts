// The providers snippets can target: their own hosts, the tasks they serve, and their chat route.
// "conversational" stands for chat completion; the other task ids are pipeline tags.

export const ROUTER_URL = "https://router.huggingface.co";
/** OpenAI-compatible entry of the router that picks the provider from the `model:provider` suffix. */
export const ROUTER_CHAT_BASE = `${ROUTER_URL}/v1`;

export interface ProviderInfo {
  /** The provider's own base URL (direct requests with a provider key). */
  base: string;
  tasks: readonly string[];
  /** Path of the chat-completion route below the base, for providers serving "conversational". */
  chatPath?: string;
  /** Only the provider's own key works (no routing with hub tokens). */
  closed?: boolean;
}

const OPENAI_CHAT = "v1/chat/completions";

export const PROVIDERS: Readonly<Record<string, ProviderInfo>> = {
  "black-forest-labs": { base: "https://api.us1.bfl.ai", tasks: ["text-to-image"] },
  cerebras: { base: "https://api.cerebras.ai", tasks: ["conversational"], chatPath: OPENAI_CHAT },
  cohere: { base: "https://api.cohere.com", tasks: ["conversational"], chatPath: "compatibility/v1/chat/completions" },
  "fal-ai": {
    base: "https://fal.run",
    tasks: [
      "text-to-image",
      "text-to-speech",
      "text-to-video",
      "image-to-image",
      "automatic-speech-recognition",
      "image-segmentation",
      "image-to-video",
    ],
  },
  "featherless-ai": {
    base: "https://api.featherless.ai",
    tasks: ["conversational", "text-generation"],
    chatPath: OPENAI_CHAT,
  },
  "fireworks-ai": {
    base: "https://api.fireworks.ai",
    tasks: ["conversational"],
    chatPath: "inference/v1/chat/completions",
  },
  groq: {
    base: "https://api.groq.com",
    tasks: ["conversational", "text-generation"],
    chatPath: "openai/v1/chat/completions",
  },
  "hf-inference": {
    base: `${ROUTER_URL}/hf-inference`,
    tasks: [
      "text-to-image",
      "conversational",
      "text-generation",
      "text-classification",
      "question-answering",
      "audio-classification",
      "automatic-speech-recognition",
      "fill-mask",
      "feature-extraction",
      "image-classification",
      "image-segmentation",
      "document-question-answering",
      "image-to-text",
      "object-detection",
      "audio-to-audio",
      "zero-shot-image-classification",
      "zero-shot-classification",
      "image-to-image",
      "sentence-similarity",
      "table-question-answering",
      "tabular-classification",
      "text-to-speech",
      "token-classification",
      "translation",
      "summarization",
      "visual-question-answering",
      "tabular-regression",
      "text-to-audio",
    ],
  },
  hyperbolic: {
    base: "https://api.hyperbolic.xyz",
    tasks: ["text-to-image", "conversational", "text-generation"],
    chatPath: OPENAI_CHAT,
  },
  nebius: {
    base: "https://api.studio.nebius.ai",
    tasks: ["text-to-image", "conversational", "text-generation", "feature-extraction"],
    chatPath: OPENAI_CHAT,
  },
  novita: {
    base: "https://api.novita.ai",
    tasks: ["conversational", "text-generation", "text-to-video"],
    chatPath: "v3/openai/chat/completions",
  },
  nscale: {
    base: "https://inference.api.nscale.com",
    tasks: ["text-to-image", "conversational"],
    chatPath: OPENAI_CHAT,
  },
  openai: { base: "https://api.openai.com", tasks: ["conversational"], chatPath: OPENAI_CHAT, closed: true },
  ovhcloud: {
    base: "https://oai.endpoints.kepler.ai.cloud.ovh.net",
    tasks: ["conversational", "text-generation"],
    chatPath: OPENAI_CHAT,
  },
  replicate: {
    base: "https://api.replicate.com",
    tasks: ["text-to-image", "text-to-speech", "text-to-video", "image-to-image", "automatic-speech-recognition"],
  },
  sambanova: {
    base: "https://api.sambanova.ai",
    tasks: ["conversational", "feature-extraction"],
    chatPath: OPENAI_CHAT,
  },
  scaleway: {
    base: "https://api.scaleway.ai",
    tasks: ["conversational", "text-generation", "feature-extraction"],
    chatPath: OPENAI_CHAT,
  },
  together: {
    base: "https://api.together.xyz",
    tasks: ["text-to-image", "conversational", "text-generation"],
    chatPath: OPENAI_CHAT,
  },
};

/** Whether `provider` (or the `auto` policy) can serve `task`. */
export function servesTask(provider: string, task: string): boolean {
  if (provider === "auto") return true;
  return PROVIDERS[provider]?.tasks.includes(task) ?? false;
}

/** Base URL of a provider: its own host for direct calls, its router prefix otherwise. */
export function providerBase(provider: string, routed: boolean): string {
  const info = PROVIDERS[provider];
  if (!info) throw new RangeError(`unknown provider ${provider}`);
  return routed ? `${ROUTER_URL}/${provider}` : info.base;
}
