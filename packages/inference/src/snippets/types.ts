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

/**
 * Options of getInferenceSnippets. Every value is data: it reaches the snippet only as a string or other
 * literal. Ids, `billTo`, `accessToken` and `endpointUrl` must be one line without control characters
 * (`endpointUrl` an http or https URL), `inputs` and `messages` plain JSON-like data, and sampling settings
 * finite numbers; anything else throws SnippetInputError naming the field.
 */
export interface SnippetOptions {
  /** Chat snippets read the answer as a stream of deltas. */
  streaming?: boolean;
  /** Organisation billed for the call (sent as the bill-to header). */
  billTo?: string;
  /** Written into the snippet as a string literal; when absent the snippet reads an environment variable. */
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
