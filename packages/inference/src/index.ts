// Public entry of @inferkit/inference: the client, every task function, providers and errors.
export { HF_HUB_URL, HF_ROUTER_URL, PACKAGE_NAME, PACKAGE_VERSION } from "./config";
export type { HttpRequestInfo, HttpResponseInfo, SizeLimitOption } from "./errors";
export {
  InferenceClientError,
  InferenceClientHubApiError,
  InferenceClientInputError,
  InferenceClientNetworkError,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientResponseTooLargeError,
  InferenceClientRoutingError,
  InferenceClientTimeoutError,
} from "./errors";
export type { InferenceClientOptions } from "./InferenceClient";
export { HfInference, InferenceClient, InferenceClientEndpoint } from "./InferenceClient";
export { type Logger, setLogger } from "./lib/logger";
export { clearProviderMappingCache } from "./lib/mapping";
export { makeRequestOptions, makeRequestOptionsFromResolvedModel } from "./lib/request";
export { DIRECT_ONLY_PROVIDERS, PROVIDERS_HUB_ORGS } from "./providers/facts";
export { getProviderHelper, HELPERS_BY_PROVIDER as PROVIDERS } from "./providers/getProviderHelper";
export type { AuthMethod, BodyParams, HeaderParams, ProviderHelper, UrlParams } from "./providers/helper";
// The snippet generator, as the peer exposes it (`snippets.getInferenceSnippets`); tree-shaken away
// from bundles that do not use it. `@inferkit/inference/snippets` loads it without the client.
export * as snippets from "./snippets/index";
export * from "./tasks/index";
export * from "./types";
