// What is true of each provider, written once: its own host, how its key is sent, whether the router serves it,
// and the tasks it serves with the route of each. The client helpers, the snippet generator and the emulator
// read these; tests check them against their own oracle (test-support/provider-oracle.ts).
// One constant per provider, so a bundle keeps only the providers its task functions use.
import type { InferenceProvider, InferenceTask } from "../types";

export const HF_ROUTER_URL = "https://router.huggingface.co";

/** How a provider key is presented to the provider's own host: `Authorization: {scheme} {key}`. */
export type KeyScheme = "Bearer" | "Key" | "X-Key";

export interface ProviderFacts {
  readonly id: InferenceProvider;
  /** How messages name the provider, for the providers whose messages name it. */
  readonly label?: string;
  /** The provider's own API base, called with a provider key; everything else goes to `{router}/{id}`. */
  readonly baseUrl: string;
  /** Default "Bearer". */
  readonly keyScheme?: KeyScheme;
  /** Only the provider's own key works: the router does not serve it and model ids are never looked up. */
  readonly clientSideRoutingOnly?: boolean;
  /** Where queued jobs are submitted with a provider key, when not `baseUrl`. */
  readonly queueUrl?: string;
  /**
   * Every task served, with its route below the base URL; `{model}` stands for the provider-side model id.
   * Where the route depends on more than the model (a versioned Replicate model), this is the common form.
   */
  readonly routes: Readonly<Partial<Record<InferenceTask, string>>>;
}

const OPENAI_CHAT = "v1/chat/completions";
const OPENAI_COMPLETIONS = "v1/completions";
const OPENAI_EMBEDDINGS = "v1/embeddings";
const OPENAI_IMAGES = "v1/images/generations";
const MODEL = "{model}";

export const BASETEN = {
  id: "baseten",
  baseUrl: "https://inference.baseten.co",
  routes: { conversational: OPENAI_CHAT },
} as const satisfies ProviderFacts;

export const BLACK_FOREST_LABS = {
  id: "black-forest-labs",
  baseUrl: "https://api.us1.bfl.ai",
  keyScheme: "X-Key",
  routes: { "text-to-image": "v1/{model}" },
} as const satisfies ProviderFacts;

export const CEREBRAS = {
  id: "cerebras",
  baseUrl: "https://api.cerebras.ai",
  routes: { conversational: OPENAI_CHAT },
} as const satisfies ProviderFacts;

export const COHERE = {
  id: "cohere",
  baseUrl: "https://api.cohere.com",
  routes: { conversational: "compatibility/v1/chat/completions" },
} as const satisfies ProviderFacts;

// DeepInfra's OpenAI-compatible API lives under /v1/openai.
export const DEEPINFRA = {
  id: "deepinfra",
  label: "DeepInfra",
  baseUrl: "https://api.deepinfra.com",
  routes: {
    conversational: "v1/openai/chat/completions",
    "text-generation": "v1/openai/completions",
    "feature-extraction": "v1/openai/embeddings",
    "text-to-image": "v1/openai/images/generations",
    "text-to-speech": "v1/openai/audio/speech",
    "automatic-speech-recognition": "v1/openai/audio/transcriptions",
  },
} as const satisfies ProviderFacts;

export const FAL_AI = {
  id: "fal-ai",
  baseUrl: "https://fal.run",
  keyScheme: "Key",
  queueUrl: "https://queue.fal.run",
  routes: {
    "text-to-image": MODEL,
    "text-to-speech": MODEL,
    "text-to-video": MODEL,
    "image-to-image": MODEL,
    "image-to-video": MODEL,
    "image-text-to-image": MODEL,
    "image-text-to-video": MODEL,
    "automatic-speech-recognition": MODEL,
    "image-segmentation": MODEL,
    "text-to-audio": MODEL,
    "audio-to-audio": MODEL,
  },
} as const satisfies ProviderFacts;

export const FEATHERLESS_AI = {
  id: "featherless-ai",
  label: "Featherless AI",
  baseUrl: "https://api.featherless.ai",
  routes: { conversational: OPENAI_CHAT, "text-generation": OPENAI_COMPLETIONS },
} as const satisfies ProviderFacts;

export const FIREWORKS_AI = {
  id: "fireworks-ai",
  baseUrl: "https://api.fireworks.ai",
  routes: { conversational: "inference/v1/chat/completions" },
} as const satisfies ProviderFacts;

const GROQ_CHAT = "openai/v1/chat/completions";
export const GROQ = {
  id: "groq",
  label: "Groq",
  baseUrl: "https://api.groq.com",
  // Text generation is sent as a one-message chat.
  routes: { conversational: GROQ_CHAT, "text-generation": GROQ_CHAT },
} as const satisfies ProviderFacts;

const HF_MODEL = "models/{model}";
export const HF_INFERENCE = {
  id: "hf-inference",
  // hf-inference is served by the router only: its own base is the router's.
  baseUrl: `${HF_ROUTER_URL}/hf-inference`,
  routes: {
    "text-to-image": HF_MODEL,
    conversational: "models/{model}/v1/chat/completions",
    "text-generation": HF_MODEL,
    "text-classification": HF_MODEL,
    "question-answering": HF_MODEL,
    "audio-classification": HF_MODEL,
    "automatic-speech-recognition": HF_MODEL,
    "fill-mask": HF_MODEL,
    "feature-extraction": "models/{model}/pipeline/feature-extraction",
    "image-classification": HF_MODEL,
    "image-segmentation": HF_MODEL,
    "document-question-answering": HF_MODEL,
    "image-to-text": HF_MODEL,
    "object-detection": HF_MODEL,
    "audio-to-audio": HF_MODEL,
    "zero-shot-image-classification": HF_MODEL,
    "zero-shot-classification": HF_MODEL,
    "image-to-image": HF_MODEL,
    "sentence-similarity": "models/{model}/pipeline/sentence-similarity",
    "table-question-answering": HF_MODEL,
    "tabular-classification": HF_MODEL,
    "text-to-speech": HF_MODEL,
    "token-classification": HF_MODEL,
    translation: HF_MODEL,
    summarization: HF_MODEL,
    "visual-question-answering": HF_MODEL,
    "tabular-regression": HF_MODEL,
    "text-to-audio": HF_MODEL,
    // The pipeline route also ranks with cross-encoders the Hub tags text-classification.
    "text-ranking": "models/{model}/pipeline/text-ranking",
  },
} as const satisfies ProviderFacts;

export const HYPERBOLIC = {
  id: "hyperbolic",
  label: "Hyperbolic",
  baseUrl: "https://api.hyperbolic.xyz",
  routes: { "text-to-image": OPENAI_IMAGES, conversational: OPENAI_CHAT, "text-generation": OPENAI_CHAT },
} as const satisfies ProviderFacts;

export const NEBIUS = {
  id: "nebius",
  label: "Nebius",
  baseUrl: "https://api.studio.nebius.ai",
  routes: {
    "text-to-image": OPENAI_IMAGES,
    conversational: OPENAI_CHAT,
    "text-generation": OPENAI_COMPLETIONS,
    "feature-extraction": OPENAI_EMBEDDINGS,
  },
} as const satisfies ProviderFacts;

const NOVITA_CHAT = "v3/openai/chat/completions";
export const NOVITA = {
  id: "novita",
  label: "Novita",
  baseUrl: "https://api.novita.ai",
  routes: {
    conversational: NOVITA_CHAT,
    "text-generation": NOVITA_CHAT,
    "text-to-video": "v3/async/{model}",
    // MiniMax H3's own API, the one model served for this task.
    "image-text-to-video": "v3/minimax/v2/video_generation",
  },
} as const satisfies ProviderFacts;

export const NSCALE = {
  id: "nscale",
  label: "Nscale",
  baseUrl: "https://inference.api.nscale.com",
  routes: { "text-to-image": OPENAI_IMAGES, conversational: OPENAI_CHAT },
} as const satisfies ProviderFacts;

export const OPENAI = {
  id: "openai",
  baseUrl: "https://api.openai.com",
  clientSideRoutingOnly: true,
  routes: { conversational: OPENAI_CHAT },
} as const satisfies ProviderFacts;

export const OVHCLOUD = {
  id: "ovhcloud",
  label: "OVHcloud",
  baseUrl: "https://oai.endpoints.kepler.ai.cloud.ovh.net",
  routes: { conversational: OPENAI_CHAT, "text-generation": OPENAI_COMPLETIONS },
} as const satisfies ProviderFacts;

const REPLICATE_MODEL = "v1/models/{model}/predictions";
export const REPLICATE = {
  id: "replicate",
  baseUrl: "https://api.replicate.com",
  // A `model:version` id goes to `v1/predictions` instead.
  routes: {
    "text-to-image": REPLICATE_MODEL,
    "text-to-speech": REPLICATE_MODEL,
    "text-to-video": REPLICATE_MODEL,
    "image-to-image": REPLICATE_MODEL,
    "automatic-speech-recognition": REPLICATE_MODEL,
  },
} as const satisfies ProviderFacts;

export const SAMBANOVA = {
  id: "sambanova",
  label: "Sambanova",
  baseUrl: "https://api.sambanova.ai",
  routes: { conversational: OPENAI_CHAT, "feature-extraction": OPENAI_EMBEDDINGS },
} as const satisfies ProviderFacts;

export const SCALEWAY = {
  id: "scaleway",
  label: "Scaleway",
  baseUrl: "https://api.scaleway.ai",
  routes: {
    conversational: OPENAI_CHAT,
    "text-generation": OPENAI_COMPLETIONS,
    "feature-extraction": OPENAI_EMBEDDINGS,
  },
} as const satisfies ProviderFacts;

export const TOGETHER = {
  id: "together",
  label: "Together",
  baseUrl: "https://api.together.xyz",
  routes: {
    "text-to-image": OPENAI_IMAGES,
    "image-to-image": OPENAI_IMAGES,
    conversational: OPENAI_CHAT,
    "text-generation": OPENAI_COMPLETIONS,
    "feature-extraction": OPENAI_EMBEDDINGS,
    "text-to-speech": "v1/audio/speech",
    "automatic-speech-recognition": "v1/audio/transcriptions",
    // Video jobs are submitted here and polled at `v2/videos/{id}`.
    "text-to-video": "v2/videos",
    "image-to-video": "v2/videos",
  },
} as const satisfies ProviderFacts;

export const PUBLICAI = {
  id: "publicai",
  baseUrl: "https://api.publicai.co",
  routes: { conversational: OPENAI_CHAT },
} as const satisfies ProviderFacts;

const WAVESPEED_MODEL = "api/v3/{model}";
export const WAVESPEED = {
  id: "wavespeed",
  label: "WaveSpeed AI",
  baseUrl: "https://api.wavespeed.ai",
  // Every task is a job submitted to the model's route; its result is polled.
  routes: {
    "text-to-image": WAVESPEED_MODEL,
    "text-to-video": WAVESPEED_MODEL,
    "image-to-image": WAVESPEED_MODEL,
    "image-to-video": WAVESPEED_MODEL,
    "image-text-to-image": WAVESPEED_MODEL,
    "image-text-to-video": WAVESPEED_MODEL,
  },
} as const satisfies ProviderFacts;

export const ZAI_ORG = {
  id: "zai-org",
  label: "ZAI",
  baseUrl: "https://api.z.ai",
  routes: {
    conversational: "api/paas/v4/chat/completions",
    "text-to-image": "api/paas/v4/async/images/generations",
    "image-to-text": "api/paas/v4/layout_parsing",
  },
} as const satisfies ProviderFacts;

/**
 * Providers the router no longer serves, though the spec names them and Hub mappings may still list them:
 * only their own keys work (their model ids are still looked up on the Hub).
 */
export const DIRECT_ONLY_PROVIDERS = [
  "black-forest-labs",
  "hyperbolic",
  "nebius",
  "sambanova",
] as const satisfies readonly InferenceProvider[];

export function isDirectOnly(provider: string): boolean {
  return (DIRECT_ONLY_PROVIDERS as readonly string[]).includes(provider);
}

/** Every provider's facts, by id (the order of INFERENCE_PROVIDERS). */
export const PROVIDER_FACTS: Readonly<Record<InferenceProvider, ProviderFacts>> = {
  baseten: BASETEN,
  "black-forest-labs": BLACK_FOREST_LABS,
  cerebras: CEREBRAS,
  cohere: COHERE,
  deepinfra: DEEPINFRA,
  "fal-ai": FAL_AI,
  "featherless-ai": FEATHERLESS_AI,
  "fireworks-ai": FIREWORKS_AI,
  groq: GROQ,
  "hf-inference": HF_INFERENCE,
  hyperbolic: HYPERBOLIC,
  nebius: NEBIUS,
  novita: NOVITA,
  nscale: NSCALE,
  openai: OPENAI,
  ovhcloud: OVHCLOUD,
  publicai: PUBLICAI,
  replicate: REPLICATE,
  sambanova: SAMBANOVA,
  scaleway: SCALEWAY,
  together: TOGETHER,
  wavespeed: WAVESPEED,
  "zai-org": ZAI_ORG,
};

// Hub organisations sit apart from the per-provider constants so that a chat-only bundle, which keeps
// those constants, does not carry them. Most are the provider id; black-forest-labs, hyperbolic,
// nebius and sambanova are not in the peer's list, so theirs are the id by the same rule, unconfirmed.
/** Each provider's organisation on the Hub (`hf.co/{org}`), by id. */
export const PROVIDERS_HUB_ORGS = {
  baseten: "baseten",
  "black-forest-labs": "black-forest-labs",
  cerebras: "cerebras",
  cohere: "CohereLabs",
  deepinfra: "DeepInfra",
  "fal-ai": "fal",
  "featherless-ai": "featherless-ai",
  "fireworks-ai": "fireworks-ai",
  groq: "groq",
  "hf-inference": "hf-inference",
  hyperbolic: "hyperbolic",
  nebius: "nebius",
  novita: "novita",
  nscale: "nscale",
  openai: "openai",
  ovhcloud: "ovhcloud",
  publicai: "publicai",
  replicate: "replicate",
  sambanova: "sambanova",
  scaleway: "scaleway",
  together: "togethercomputer",
  wavespeed: "wavespeed",
  "zai-org": "zai-org",
} as const satisfies Readonly<Record<InferenceProvider, string>>;

/** The route of `task` on `provider` with the model filled in; undefined when the provider does not serve it. */
export function routeOf(facts: ProviderFacts, task: InferenceTask, model: string): string | undefined {
  return facts.routes[task]?.replace(MODEL, model);
}

/** The base of a provider's API on the router. */
export const routerBaseOf = (provider: string): string => `${HF_ROUTER_URL}/${provider}`;
