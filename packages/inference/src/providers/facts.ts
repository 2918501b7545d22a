// What is true of each provider, written once: its own host, how its key is sent, whether the router serves it,
// and, in one table per task, the providers serving the task with the route of each. The client helpers, the
// snippet generator and the emulator read these; tests check them against their own oracle
// (test-support/provider-oracle.ts).
// One constant per provider and one per task, so a bundle keeps only the providers and tasks its functions use:
// a chat-only bundle carries the chat routes, not the 29 tasks hf-inference serves.
import type { InferenceProvider, InferenceTask } from "../types";

export const HF_ROUTER_URL = "https://router.huggingface.co";

/** How a provider key is presented to the provider's own host: `Authorization: {scheme} {key}`. */
export type KeyScheme = "Bearer" | "Key" | "X-Key";

export interface ProviderFacts {
  readonly id: InferenceProvider;
  /** The provider's own API base, called with a provider key; everything else goes to `{router}/{id}`. */
  readonly baseUrl: string;
  /** Default "Bearer". */
  readonly keyScheme?: KeyScheme;
  /** Only the provider's own key works: the router does not serve it and model ids are never looked up. */
  readonly clientSideRoutingOnly?: boolean;
  /** Where queued jobs are submitted with a provider key, when not `baseUrl`. */
  readonly queueUrl?: string;
}

/**
 * The providers serving one task, each with its route below the base URL; `{model}` stands for the
 * provider-side model id. Where the route depends on more than the model (a versioned Replicate model),
 * this is the common form.
 */
export type RouteTable = Readonly<Partial<Record<InferenceProvider, string>>>;

/** A provider's facts with every task it serves and the route of each, gathered from the task tables. */
export interface ProviderFactsWithRoutes extends ProviderFacts {
  readonly routes: Readonly<Partial<Record<InferenceTask, string>>>;
}

export const BASETEN = { id: "baseten", baseUrl: "https://inference.baseten.co" } as const satisfies ProviderFacts;

export const BLACK_FOREST_LABS = {
  id: "black-forest-labs",
  baseUrl: "https://api.us1.bfl.ai",
  keyScheme: "X-Key",
} as const satisfies ProviderFacts;

export const CEREBRAS = { id: "cerebras", baseUrl: "https://api.cerebras.ai" } as const satisfies ProviderFacts;

export const COHERE = { id: "cohere", baseUrl: "https://api.cohere.com" } as const satisfies ProviderFacts;

export const DEEPINFRA = {
  id: "deepinfra",
  baseUrl: "https://api.deepinfra.com",
} as const satisfies ProviderFacts;

export const FAL_AI = {
  id: "fal-ai",
  baseUrl: "https://fal.run",
  keyScheme: "Key",
  queueUrl: "https://queue.fal.run",
} as const satisfies ProviderFacts;

export const FEATHERLESS_AI = {
  id: "featherless-ai",
  baseUrl: "https://api.featherless.ai",
} as const satisfies ProviderFacts;

export const FIREWORKS_AI = {
  id: "fireworks-ai",
  baseUrl: "https://api.fireworks.ai",
} as const satisfies ProviderFacts;

export const GROQ = { id: "groq", baseUrl: "https://api.groq.com" } as const satisfies ProviderFacts;

export const HF_INFERENCE = {
  id: "hf-inference",
  // hf-inference is served by the router only: its own base is the router's.
  baseUrl: `${HF_ROUTER_URL}/hf-inference`,
} as const satisfies ProviderFacts;

export const HYPERBOLIC = {
  id: "hyperbolic",
  baseUrl: "https://api.hyperbolic.xyz",
} as const satisfies ProviderFacts;

export const NEBIUS = {
  id: "nebius",
  baseUrl: "https://api.studio.nebius.ai",
} as const satisfies ProviderFacts;

export const NOVITA = {
  id: "novita",
  baseUrl: "https://api.novita.ai",
} as const satisfies ProviderFacts;

export const NSCALE = {
  id: "nscale",
  baseUrl: "https://inference.api.nscale.com",
} as const satisfies ProviderFacts;

export const OPENAI = {
  id: "openai",
  baseUrl: "https://api.openai.com",
  clientSideRoutingOnly: true,
} as const satisfies ProviderFacts;

export const OVHCLOUD = {
  id: "ovhcloud",
  baseUrl: "https://oai.endpoints.kepler.ai.cloud.ovh.net",
} as const satisfies ProviderFacts;

export const REPLICATE = { id: "replicate", baseUrl: "https://api.replicate.com" } as const satisfies ProviderFacts;

export const SAMBANOVA = {
  id: "sambanova",
  baseUrl: "https://api.sambanova.ai",
} as const satisfies ProviderFacts;

export const SCALEWAY = {
  id: "scaleway",
  baseUrl: "https://api.scaleway.ai",
} as const satisfies ProviderFacts;

export const TOGETHER = {
  id: "together",
  baseUrl: "https://api.together.xyz",
} as const satisfies ProviderFacts;

export const PUBLICAI = { id: "publicai", baseUrl: "https://api.publicai.co" } as const satisfies ProviderFacts;

export const WAVESPEED = {
  id: "wavespeed",
  baseUrl: "https://api.wavespeed.ai",
} as const satisfies ProviderFacts;

export const ZAI_ORG = { id: "zai-org", baseUrl: "https://api.z.ai" } as const satisfies ProviderFacts;

const MODEL = "{model}";
const OPENAI_CHAT = "v1/chat/completions";
const OPENAI_COMPLETIONS = "v1/completions";
const OPENAI_EMBEDDINGS = "v1/embeddings";
const OPENAI_IMAGES = "v1/images/generations";
const GROQ_CHAT = "openai/v1/chat/completions";
const HF_MODEL = "models/{model}";
const NOVITA_CHAT = "v3/openai/chat/completions";
// A `model:version` id goes to `v1/predictions` instead.
const REPLICATE_MODEL = "v1/models/{model}/predictions";
// Video jobs are submitted here and polled at `v2/videos/{id}`.
const TOGETHER_VIDEOS = "v2/videos";
// Every WaveSpeed task is a job submitted to the model's route; its result is polled.
const WAVESPEED_MODEL = "api/v3/{model}";

export const CONVERSATIONAL_ROUTES = {
  baseten: OPENAI_CHAT,
  cerebras: OPENAI_CHAT,
  cohere: "compatibility/v1/chat/completions",
  // DeepInfra's OpenAI-compatible API lives under /v1/openai.
  deepinfra: "v1/openai/chat/completions",
  "featherless-ai": OPENAI_CHAT,
  "fireworks-ai": "inference/v1/chat/completions",
  groq: GROQ_CHAT,
  "hf-inference": "models/{model}/v1/chat/completions",
  hyperbolic: OPENAI_CHAT,
  nebius: OPENAI_CHAT,
  novita: NOVITA_CHAT,
  nscale: OPENAI_CHAT,
  openai: OPENAI_CHAT,
  ovhcloud: OPENAI_CHAT,
  publicai: OPENAI_CHAT,
  sambanova: OPENAI_CHAT,
  scaleway: OPENAI_CHAT,
  together: OPENAI_CHAT,
  "zai-org": "api/paas/v4/chat/completions",
} as const satisfies RouteTable;

export const TEXT_GENERATION_ROUTES = {
  deepinfra: "v1/openai/completions",
  "featherless-ai": OPENAI_COMPLETIONS,
  // Groq, Hyperbolic and Novita take text generation as a one-message chat.
  groq: GROQ_CHAT,
  "hf-inference": HF_MODEL,
  hyperbolic: OPENAI_CHAT,
  nebius: OPENAI_COMPLETIONS,
  novita: NOVITA_CHAT,
  ovhcloud: OPENAI_COMPLETIONS,
  scaleway: OPENAI_COMPLETIONS,
  together: OPENAI_COMPLETIONS,
} as const satisfies RouteTable;

export const TEXT_TO_IMAGE_ROUTES = {
  "black-forest-labs": "v1/{model}",
  deepinfra: "v1/openai/images/generations",
  "fal-ai": MODEL,
  "hf-inference": HF_MODEL,
  hyperbolic: OPENAI_IMAGES,
  nebius: OPENAI_IMAGES,
  nscale: OPENAI_IMAGES,
  replicate: REPLICATE_MODEL,
  together: OPENAI_IMAGES,
  wavespeed: WAVESPEED_MODEL,
  "zai-org": "api/paas/v4/async/images/generations",
} as const satisfies RouteTable;

export const TEXT_TO_SPEECH_ROUTES = {
  deepinfra: "v1/openai/audio/speech",
  "fal-ai": MODEL,
  "hf-inference": HF_MODEL,
  replicate: REPLICATE_MODEL,
  together: "v1/audio/speech",
} as const satisfies RouteTable;

export const TEXT_TO_VIDEO_ROUTES = {
  "fal-ai": MODEL,
  novita: "v3/async/{model}",
  replicate: REPLICATE_MODEL,
  together: TOGETHER_VIDEOS,
  wavespeed: WAVESPEED_MODEL,
} as const satisfies RouteTable;

export const IMAGE_TO_IMAGE_ROUTES = {
  "fal-ai": MODEL,
  "hf-inference": HF_MODEL,
  replicate: REPLICATE_MODEL,
  together: OPENAI_IMAGES,
  wavespeed: WAVESPEED_MODEL,
} as const satisfies RouteTable;

export const IMAGE_TO_VIDEO_ROUTES = {
  "fal-ai": MODEL,
  together: TOGETHER_VIDEOS,
  wavespeed: WAVESPEED_MODEL,
} as const satisfies RouteTable;

export const IMAGE_TEXT_TO_IMAGE_ROUTES = { "fal-ai": MODEL, wavespeed: WAVESPEED_MODEL } as const satisfies RouteTable;

export const IMAGE_TEXT_TO_VIDEO_ROUTES = {
  "fal-ai": MODEL,
  // MiniMax H3's own API, the one model Novita serves for this task.
  novita: "v3/minimax/v2/video_generation",
  wavespeed: WAVESPEED_MODEL,
} as const satisfies RouteTable;

export const AUTOMATIC_SPEECH_RECOGNITION_ROUTES = {
  deepinfra: "v1/openai/audio/transcriptions",
  "fal-ai": MODEL,
  "hf-inference": HF_MODEL,
  replicate: REPLICATE_MODEL,
  together: "v1/audio/transcriptions",
} as const satisfies RouteTable;

export const IMAGE_SEGMENTATION_ROUTES = { "fal-ai": MODEL, "hf-inference": HF_MODEL } as const satisfies RouteTable;

export const FEATURE_EXTRACTION_ROUTES = {
  deepinfra: "v1/openai/embeddings",
  "hf-inference": "models/{model}/pipeline/feature-extraction",
  nebius: OPENAI_EMBEDDINGS,
  sambanova: OPENAI_EMBEDDINGS,
  scaleway: OPENAI_EMBEDDINGS,
  together: OPENAI_EMBEDDINGS,
} as const satisfies RouteTable;

export const AUDIO_TO_AUDIO_ROUTES = { "fal-ai": MODEL, "hf-inference": HF_MODEL } as const satisfies RouteTable;
export const TEXT_TO_AUDIO_ROUTES = { "fal-ai": MODEL, "hf-inference": HF_MODEL } as const satisfies RouteTable;
export const IMAGE_TO_TEXT_ROUTES = {
  "hf-inference": HF_MODEL,
  "zai-org": "api/paas/v4/layout_parsing",
} as const satisfies RouteTable;

// Tasks only hf-inference serves. Most are served at the model's own route: their tables are one table (so
// that a bundle carries one, not one per task).
/** The route table of a task only hf-inference serves, at `models/{model}`. */
export const HF_INFERENCE_AT_MODEL = { "hf-inference": HF_MODEL } as const satisfies RouteTable;
export const TEXT_CLASSIFICATION_ROUTES = HF_INFERENCE_AT_MODEL;
export const QUESTION_ANSWERING_ROUTES = HF_INFERENCE_AT_MODEL;
export const AUDIO_CLASSIFICATION_ROUTES = HF_INFERENCE_AT_MODEL;
export const FILL_MASK_ROUTES = HF_INFERENCE_AT_MODEL;
export const IMAGE_CLASSIFICATION_ROUTES = HF_INFERENCE_AT_MODEL;
export const DOCUMENT_QUESTION_ANSWERING_ROUTES = HF_INFERENCE_AT_MODEL;
export const OBJECT_DETECTION_ROUTES = HF_INFERENCE_AT_MODEL;
export const ZERO_SHOT_IMAGE_CLASSIFICATION_ROUTES = HF_INFERENCE_AT_MODEL;
export const ZERO_SHOT_CLASSIFICATION_ROUTES = HF_INFERENCE_AT_MODEL;
export const SENTENCE_SIMILARITY_ROUTES = {
  "hf-inference": "models/{model}/pipeline/sentence-similarity",
} as const satisfies RouteTable;
export const TABLE_QUESTION_ANSWERING_ROUTES = HF_INFERENCE_AT_MODEL;
export const TABULAR_CLASSIFICATION_ROUTES = HF_INFERENCE_AT_MODEL;
export const TABULAR_REGRESSION_ROUTES = HF_INFERENCE_AT_MODEL;
export const TOKEN_CLASSIFICATION_ROUTES = HF_INFERENCE_AT_MODEL;
export const TRANSLATION_ROUTES = HF_INFERENCE_AT_MODEL;
export const SUMMARIZATION_ROUTES = HF_INFERENCE_AT_MODEL;
export const VISUAL_QUESTION_ANSWERING_ROUTES = HF_INFERENCE_AT_MODEL;
export const TEXT_RANKING_ROUTES = {
  // The pipeline route also ranks with cross-encoders the Hub tags text-classification.
  "hf-inference": "models/{model}/pipeline/text-ranking",
} as const satisfies RouteTable;

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

// How messages name a provider, where not by its id. The direct-only providers' names stand apart: any
// routed call may be refused naming them, while only some tasks' messages name the others.
/** How routing errors name the direct-only providers, where not by their id. */
export const DIRECT_ONLY_LABELS: Readonly<Partial<Record<InferenceProvider, string>>> = {
  hyperbolic: "Hyperbolic",
  nebius: "Nebius",
  sambanova: "Sambanova",
};

const LABELS: Readonly<Partial<Record<InferenceProvider, string>>> = {
  deepinfra: "DeepInfra",
  "featherless-ai": "Featherless AI",
  groq: "Groq",
  novita: "Novita",
  nscale: "Nscale",
  ovhcloud: "OVHcloud",
  scaleway: "Scaleway",
  together: "Together",
};

/** How messages name `provider`. */
export function labelOf(provider: InferenceProvider): string {
  return LABELS[provider] ?? DIRECT_ONLY_LABELS[provider] ?? provider;
}

/** Each provider's facts with the routes the task tables give it. */
function withRoutes(
  providers: Readonly<Record<InferenceProvider, ProviderFacts>>,
  tables: Readonly<Partial<Record<InferenceTask, RouteTable>>>,
): Readonly<Record<InferenceProvider, ProviderFactsWithRoutes>> {
  const gathered = {} as Record<InferenceProvider, ProviderFactsWithRoutes>;
  for (const [id, facts] of Object.entries(providers) as [InferenceProvider, ProviderFacts][]) {
    const routes: Partial<Record<InferenceTask, string>> = {};
    for (const [task, table] of Object.entries(tables) as [InferenceTask, RouteTable][]) {
      const route = table[id];
      if (route !== undefined) routes[task] = route;
    }
    gathered[id] = { ...facts, routes };
  }
  return gathered;
}

/** Every provider's facts and routes, by id (the order of INFERENCE_PROVIDERS). */
export const PROVIDER_FACTS = /* @__PURE__ */ withRoutes(
  {
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
  },
  {
    conversational: CONVERSATIONAL_ROUTES,
    "text-generation": TEXT_GENERATION_ROUTES,
    "text-to-image": TEXT_TO_IMAGE_ROUTES,
    "text-to-speech": TEXT_TO_SPEECH_ROUTES,
    "text-to-video": TEXT_TO_VIDEO_ROUTES,
    "image-to-image": IMAGE_TO_IMAGE_ROUTES,
    "image-to-video": IMAGE_TO_VIDEO_ROUTES,
    "image-text-to-image": IMAGE_TEXT_TO_IMAGE_ROUTES,
    "image-text-to-video": IMAGE_TEXT_TO_VIDEO_ROUTES,
    "automatic-speech-recognition": AUTOMATIC_SPEECH_RECOGNITION_ROUTES,
    "image-segmentation": IMAGE_SEGMENTATION_ROUTES,
    "feature-extraction": FEATURE_EXTRACTION_ROUTES,
    "text-classification": TEXT_CLASSIFICATION_ROUTES,
    "question-answering": QUESTION_ANSWERING_ROUTES,
    "audio-classification": AUDIO_CLASSIFICATION_ROUTES,
    "fill-mask": FILL_MASK_ROUTES,
    "image-classification": IMAGE_CLASSIFICATION_ROUTES,
    "document-question-answering": DOCUMENT_QUESTION_ANSWERING_ROUTES,
    "image-to-text": IMAGE_TO_TEXT_ROUTES,
    "object-detection": OBJECT_DETECTION_ROUTES,
    "audio-to-audio": AUDIO_TO_AUDIO_ROUTES,
    "zero-shot-image-classification": ZERO_SHOT_IMAGE_CLASSIFICATION_ROUTES,
    "zero-shot-classification": ZERO_SHOT_CLASSIFICATION_ROUTES,
    "sentence-similarity": SENTENCE_SIMILARITY_ROUTES,
    "table-question-answering": TABLE_QUESTION_ANSWERING_ROUTES,
    "tabular-classification": TABULAR_CLASSIFICATION_ROUTES,
    "tabular-regression": TABULAR_REGRESSION_ROUTES,
    "token-classification": TOKEN_CLASSIFICATION_ROUTES,
    translation: TRANSLATION_ROUTES,
    summarization: SUMMARIZATION_ROUTES,
    "visual-question-answering": VISUAL_QUESTION_ANSWERING_ROUTES,
    "text-to-audio": TEXT_TO_AUDIO_ROUTES,
    "text-ranking": TEXT_RANKING_ROUTES,
  },
);

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

/** `route` with the provider-side model id in the place of `{model}`. */
export const routeWithModel = (route: string, model: string): string => route.replace(MODEL, model);

/** The route of `task` on `provider` with the model filled in; undefined when the provider does not serve it. */
export function routeOf(facts: ProviderFactsWithRoutes, task: InferenceTask, model: string): string | undefined {
  const route = facts.routes[task];
  return route === undefined ? undefined : routeWithModel(route, model);
}

/** The base of a provider's API on the router. */
export const routerBaseOf = (provider: string): string => `${HF_ROUTER_URL}/${provider}`;
