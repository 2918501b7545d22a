// What the tests expect of each provider, written from the reference provider list
// (../shared/reference/providers.md), never read from providers/facts.ts: the facts are checked against
// this, so a mistake must be made twice to pass.
import type { InferenceProvider } from "../types";

export const ROUTER = "https://router.huggingface.co";

/** Each provider's own API host (hf-inference has none: the router serves it). */
export const DIRECT_HOSTS = {
  baseten: "inference.baseten.co",
  "black-forest-labs": "api.us1.bfl.ai",
  cerebras: "api.cerebras.ai",
  cohere: "api.cohere.com",
  deepinfra: "api.deepinfra.com",
  "fal-ai": "fal.run",
  "featherless-ai": "api.featherless.ai",
  "fireworks-ai": "api.fireworks.ai",
  groq: "api.groq.com",
  hyperbolic: "api.hyperbolic.xyz",
  nebius: "api.studio.nebius.ai",
  novita: "api.novita.ai",
  nscale: "inference.api.nscale.com",
  openai: "api.openai.com",
  ovhcloud: "oai.endpoints.kepler.ai.cloud.ovh.net",
  publicai: "api.publicai.co",
  replicate: "api.replicate.com",
  sambanova: "api.sambanova.ai",
  scaleway: "api.scaleway.ai",
  together: "api.together.xyz",
  wavespeed: "api.wavespeed.ai",
  "zai-org": "api.z.ai",
} as const satisfies Record<Exclude<InferenceProvider, "hf-inference">, string>;

export type DirectProvider = keyof typeof DIRECT_HOSTS;

/** fal's queue, where its long tasks are submitted with a fal key. */
export const FAL_QUEUE_HOST = "queue.fal.run";
export const FAL_QUEUE_TASKS: readonly string[] = [
  "text-to-video",
  "image-to-image",
  "image-to-video",
  "image-segmentation",
  "text-to-audio",
  "audio-to-audio",
];

/** The chat route of providers that do not serve it at /v1/chat/completions. */
const CHAT_PATHS: Partial<Record<InferenceProvider, string>> = {
  cohere: "/compatibility/v1/chat/completions",
  deepinfra: "/v1/openai/chat/completions",
  "fireworks-ai": "/inference/v1/chat/completions",
  groq: "/openai/v1/chat/completions",
  novita: "/v3/openai/chat/completions",
  "zai-org": "/api/paas/v4/chat/completions",
};

/** DeepInfra's other OpenAI-style routes, all below /v1/openai. */
const DEEPINFRA_PATHS: Readonly<Record<string, string>> = {
  "text-generation": "/v1/openai/completions",
  "feature-extraction": "/v1/openai/embeddings",
  "text-to-image": "/v1/openai/images/generations",
  "text-to-speech": "/v1/openai/audio/speech",
  "automatic-speech-recognition": "/v1/openai/audio/transcriptions",
};

/** Together's routes other than chat, completions and images (videos are jobs, polled below the same path). */
const TOGETHER_PATHS: Readonly<Record<string, string>> = {
  "text-to-speech": "/v1/audio/speech",
  "automatic-speech-recognition": "/v1/audio/transcriptions",
  "text-to-video": "/v2/videos",
  "image-to-video": "/v2/videos",
};

/** The path of `provider`'s chat route below its base. */
export const chatPath = (provider: string): string =>
  CHAT_PATHS[provider as InferenceProvider] ?? "/v1/chat/completions";

/** The path of `task` on `provider` for the model `model`, below the provider's base (own host or router prefix). */
export function taskPath(provider: string, task: string, model: string): string {
  if (provider === "hf-inference") {
    if (task === "conversational") return `/models/${model}/v1/chat/completions`;
    if (["feature-extraction", "sentence-similarity", "text-ranking"].includes(task))
      return `/models/${model}/pipeline/${task}`;
    return `/models/${model}`;
  }
  if (task === "conversational") return chatPath(provider);
  const deepinfraPath = provider === "deepinfra" ? DEEPINFRA_PATHS[task] : undefined;
  if (deepinfraPath) return deepinfraPath;
  const togetherPath = provider === "together" ? TOGETHER_PATHS[task] : undefined;
  if (togetherPath) return togetherPath;
  if (task === "text-generation")
    return ["groq", "novita", "hyperbolic"].includes(provider) ? chatPath(provider) : "/v1/completions";
  if (task === "feature-extraction") return "/v1/embeddings";
  if (provider === "fal-ai") return `/${model}`;
  // WaveSpeed names the model in the path of every job; Z.ai serves each task at its own fixed path.
  if (provider === "wavespeed") return `/api/v3/${model}`;
  if (provider === "zai-org")
    return task === "image-to-text" ? "/api/paas/v4/layout_parsing" : "/api/paas/v4/async/images/generations";
  if (provider === "replicate") return `/v1/models/${model}/predictions`;
  if (provider === "black-forest-labs") return `/v1/${model}`;
  // Novita's image-text-to-video is MiniMax H3's own API, whatever the model.
  if (provider === "novita")
    return task === "image-text-to-video" ? "/v3/minimax/v2/video_generation" : `/v3/async/${model}`;
  return "/v1/images/generations";
}

/** The Authorization scheme of a provider key on the provider's own host. */
export const keyScheme = (provider: string): string =>
  ({ "fal-ai": "Key", "black-forest-labs": "X-Key" })[provider] ?? "Bearer";

/** Providers the router does not serve: only their own key works. */
export const CLIENT_SIDE_ONLY: readonly string[] = ["openai"];

/** Providers the router served once and no longer does (issue 17), though their model ids are on the Hub. */
export const NO_LONGER_ROUTED: readonly string[] = ["black-forest-labs", "hyperbolic", "nebius", "sambanova"];

/** Whether the router serves `provider` (snippets for the others use the provider's own key). */
export const routerServes = (provider: string): boolean =>
  !CLIENT_SIDE_ONLY.includes(provider) && !NO_LONGER_ROUTED.includes(provider);

/** `path` on `provider`'s own host. */
export const directUrl = (provider: DirectProvider, path: string): string => `https://${DIRECT_HOSTS[provider]}${path}`;

/** The base a provider key is sent to: the provider's host, or the router's hf-inference for hf-inference. */
export const directBase = (provider: string): string =>
  provider === "hf-inference" ? `${ROUTER}/hf-inference` : directUrl(provider as DirectProvider, "");

/** `path` below the router's prefix for `provider`. */
export const routedUrl = (provider: string, path: string): string => `${ROUTER}/${provider}${path}`;

/** `path` on fal's queue host. */
export const falQueueUrl = (path: string): string => `https://${FAL_QUEUE_HOST}${path}`;

const chat = { model: "org/model", messages: [{ role: "user", content: "x" }] };
interface AuthProbe {
  /** Below the provider's base, on its own host or on the router. */
  path: string;
  /** A body the route accepts. */
  body: unknown;
}
/** One authenticated route per provider, for the authentication tests. */
export const AUTH_PROBES: Readonly<Record<string, AuthProbe>> = {
  baseten: { path: "/v1/chat/completions", body: chat },
  "black-forest-labs": { path: "/v1/flux-dev", body: { prompt: "x" } },
  cerebras: { path: "/v1/chat/completions", body: chat },
  cohere: { path: "/compatibility/v1/chat/completions", body: chat },
  deepinfra: { path: "/v1/openai/chat/completions", body: chat },
  "fal-ai": { path: "/fal-ai/flux/dev", body: { prompt: "x" } },
  "featherless-ai": { path: "/v1/chat/completions", body: chat },
  "fireworks-ai": { path: "/inference/v1/chat/completions", body: chat },
  groq: { path: "/openai/v1/chat/completions", body: chat },
  "hf-inference": { path: "/models/org/model", body: { inputs: "x" } },
  hyperbolic: { path: "/v1/chat/completions", body: chat },
  nebius: { path: "/v1/chat/completions", body: chat },
  novita: { path: "/v3/openai/chat/completions", body: chat },
  nscale: { path: "/v1/chat/completions", body: chat },
  openai: { path: "/v1/chat/completions", body: chat },
  ovhcloud: { path: "/v1/chat/completions", body: chat },
  publicai: { path: "/v1/chat/completions", body: chat },
  replicate: { path: "/v1/models/owner/model/predictions", body: { input: { prompt: "x" } } },
  sambanova: { path: "/v1/chat/completions", body: chat },
  scaleway: { path: "/v1/chat/completions", body: chat },
  together: { path: "/v1/chat/completions", body: chat },
  wavespeed: { path: "/api/v3/org/model", body: { prompt: "x" } },
  "zai-org": { path: "/api/paas/v4/chat/completions", body: chat },
} satisfies Record<InferenceProvider, AuthProbe>;
