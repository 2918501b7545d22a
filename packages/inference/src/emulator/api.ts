// What an emulated API (a provider, or the router's own endpoints) declares.
import type { Call } from "./call";
import type { ErrorStyle } from "./errors";

export interface Route {
  method: "GET" | "POST" | "PUT";
  /** Matched against the path relative to the API base (e.g. "/v1/chat/completions"). */
  path: RegExp;
  /** Poll endpoints the reference client calls without credentials. */
  public?: boolean;
  handle(call: Call, match: RegExpExecArray): Promise<void> | void;
}

/** How a provider key is presented when calling the provider's own host. */
export type DirectAuth = "Bearer" | "Key" | "X-Key";

export interface EmulatedApi {
  /** Provider id; also the path segment under router.huggingface.co. */
  id: string;
  /** The provider's own hosts (direct calls with a provider key). */
  directHosts: readonly string[];
  directAuth: DirectAuth;
  /** False for providers the router does not serve (openai). */
  routed: boolean;
  errorStyle: ErrorStyle;
  /** Content type of error bodies, when not application/json. */
  errorContentType?: string;
  /** Status of payload validation errors: 400, or 422 for FastAPI-based hosts. */
  validationStatus?: number;
  routes: readonly Route[];
}
