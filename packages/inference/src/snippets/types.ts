// Public shapes of the snippet generator (same fields as the peer's `snippets` API).
import type { ModelDataMinimal } from "@inferkit/tasks";

export type SnippetLanguage = "python" | "js" | "sh";

export type SnippetClient =
  | "huggingface_hub"
  | "fal_client"
  | "requests"
  | "openai"
  | "fetch"
  | "huggingface.js"
  | "inferkit"
  | "curl";

export interface InferenceSnippet {
  language: SnippetLanguage;
  client: SnippetClient;
  content: string;
}

/** The provider-side record of a model (one entry of the hub's inferenceProviderMapping). */
export interface InferenceProviderMappingEntry {
  providerId: string;
  hfModelId?: string;
  provider?: string;
  status?: "live" | "staging";
  task?: string;
  adapter?: string;
  adapterWeightsPath?: string;
  type?: "single-model" | "tag-filter";
}

export interface SnippetOptions {
  /** Chat snippets read the answer as a stream of deltas. */
  streaming?: boolean;
  /** Organisation billed for the call (sent as the bill-to header). */
  billTo?: string;
  /** Written verbatim into the snippet; when absent the snippet reads an environment variable. */
  accessToken?: string;
  /** Call the provider's own host with a provider key instead of going through the router. */
  directRequest?: boolean;
  /** A dedicated endpoint that speaks the hf-inference protocol. */
  endpointUrl?: string;
  /** Replaces the sample input (sent as `inputs`). */
  inputs?: unknown;
  /** Chat messages replacing the sample conversation. */
  messages?: unknown[];
  temperature?: number;
  max_tokens?: number;
  top_p?: number;
}

export type SnippetModel = ModelDataMinimal;
