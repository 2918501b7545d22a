// The one interface every provider implements, per task, and the defaults most providers share.
import { InferenceClientInputError, InferenceClientRoutingError } from "../errors";
import type { Call } from "../lib/call";
import type { RetryRule } from "../lib/retry";
import { isObject } from "../lib/shape";
import type { InferenceProviderMappingEntry, InferenceProviderOrPolicy, InferenceTask, OutputType } from "../types";
import {
  DIRECT_ONLY_LABELS,
  isDirectOnly,
  type KeyScheme,
  type ProviderFacts,
  type RouteTable,
  routerBaseOf,
  routeWithModel,
} from "./facts";

export type AuthMethod = "none" | "hf-token" | "credentials-include" | "provider-key";

export interface UrlParams {
  authMethod: AuthMethod;
  /** Provider-side model id, or a full endpoint URL. */
  model: string;
  task?: InferenceTask;
  /** Rewrites the URL built from base and route (helpers building their own URL skip it, as the peer's do). */
  urlTransform?: (url: string) => string;
}

export interface BodyParams<T extends Record<string, unknown> = Record<string, unknown>> {
  /** The caller's arguments without accessToken, endpointUrl, provider, model and mapping. */
  args: T;
  /** Provider-side model id. */
  model: string;
  task?: InferenceTask;
  mapping?: InferenceProviderMappingEntry;
  outputType?: OutputType;
}

export interface HeaderParams {
  accessToken?: string;
  authMethod: AuthMethod;
}

/** How one provider performs one task: where to send it, what to send, how to read the answer. */
export interface ProviderHelper<TOutput = unknown> {
  /** `auto` for the router's own chat completion, where the router picks the provider. */
  readonly provider: InferenceProviderOrPolicy;
  readonly task: InferenceTask;
  /** The provider's own host, used with a provider key; everything else goes through the router. */
  readonly baseUrl: string;
  /** The model id is the provider's own (`openai/...`), never looked up on the Hub. */
  readonly clientSideRoutingOnly?: boolean;
  /** Which failed submissions may be retried, when not all transient ones may: `JOB_SUBMISSION` for jobs. */
  readonly retryRule?: RetryRule;
  /**
   * Another task whose models this helper runs too: a mapping entry naming it is accepted (hf-inference's
   * pipeline routes serve sentence-transformers models for both of their tasks, and rank texts with
   * cross-encoders the Hub tags text-classification).
   */
  readonly alsoRunsModelsOf?: InferenceTask;
  makeBaseUrl(params: UrlParams): string;
  makeRoute(params: UrlParams): string;
  makeUrl(params: UrlParams): string;
  prepareHeaders(params: HeaderParams, isBinary: boolean): Record<string, string>;
  /** The JSON payload (ignored when the arguments carry a binary `data`). */
  preparePayload(params: BodyParams): Record<string, unknown>;
  /**
   * The body when it is not JSON: a multipart upload (a file beside form fields), sent with the content type
   * fetch gives it. `preparePayload` then gives the fields that error reports show.
   */
  makeBody?(params: BodyParams): FormData;
  /**
   * Turns user-facing inputs (Blobs) into what the provider expects, before the request is built; `call`
   * (or a bare signal, as the peer passes) is the task's, for helpers that must download an input first.
   */
  preparePayloadAsync?(args: Record<string, unknown>, call?: Call | AbortSignal): Promise<Record<string, unknown>>;
  /**
   * Reads the provider's answer into the task's output. `url` and `headers` are those of the request,
   * needed by asynchronous providers to poll; `call` carries fetch, signal and retry settings.
   */
  getResponse(
    response: unknown,
    url?: string,
    headers?: Record<string, string>,
    outputType?: OutputType,
    call?: Call | AbortSignal,
  ): Promise<TOutput>;
  /**
   * `getResponse` for helpers whose output is read from the answer alone, without another request:
   * the client calls it directly and saves a promise turn.
   */
  readOutput?(response: unknown): TOutput;
}

/**
 * What a provider specifies of a helper: its facts, the task with the task's route table (facts.ts), and how its
 * output is read, by `getResponse` or, when that needs no request, by `readOutput`. Everything else has a
 * default: the route comes from the table, base URL and routing from the facts, headers are bearer ones
 * (a provider whose facts name another key scheme gives `keySchemeHeaders`).
 */
export type HelperSpec<TOutput> = {
  readonly facts: ProviderFacts;
  readonly task: InferenceTask;
  readonly routes: RouteTable;
} & Partial<Omit<ProviderHelper<TOutput>, "provider" | "task" | "baseUrl" | "clientSideRoutingOnly">>;

/**
 * A complete helper from the parts a provider specifies; everything else is the common behaviour.
 * A `getResponse` in the spec is the truth: a `readOutput` beside it (spread from another helper) is
 * dropped, so overriding one never leaves the other behind.
 */
export function defineHelper<TOutput>({ facts, routes, ...spec }: HelperSpec<TOutput>): ProviderHelper<TOutput> {
  const readOutput = spec.getResponse ? undefined : spec.readOutput;
  const getResponse: ProviderHelper<TOutput>["getResponse"] | undefined =
    spec.getResponse ?? (readOutput && (async (response) => readOutput(response)));
  if (!getResponse) throw new TypeError(`The ${facts.id} ${spec.task} helper reads no output`);
  const routed = routerBaseOf(facts.id);
  const helper: ProviderHelper<TOutput> = {
    provider: facts.id,
    baseUrl: facts.baseUrl,
    clientSideRoutingOnly: facts.clientSideRoutingOnly,
    // Client-side-routing-only providers are never routed: the router does not serve them with Hub tokens.
    makeBaseUrl: (params) => {
      if (params.authMethod === "provider-key" || facts.clientSideRoutingOnly) return facts.baseUrl;
      if (isDirectOnly(facts.id)) throw notRouted(facts);
      return routed;
    },
    makeRoute: tableRoute(facts, spec.task, routes),
    makeUrl: (params) => {
      return withUrlTransform(params, joinUrl(helper.makeBaseUrl(params), helper.makeRoute(params)));
    },
    prepareHeaders: bearerHeaders,
    preparePayload: payloadWithModel,
    ...spec,
    getResponse,
    readOutput,
  };
  return helper;
}

function notRouted(facts: ProviderFacts): InferenceClientRoutingError {
  const name = DIRECT_ONLY_LABELS[facts.id] ?? facts.id;
  return new InferenceClientRoutingError(
    `The Hugging Face router no longer serves ${name}: call ${name} directly by passing your ${name} API key as accessToken, or choose another provider.`,
  );
}

/** The provider's route in the table of `task`, the model filled in where the route names it. */
function tableRoute(facts: ProviderFacts, task: InferenceTask, routes: RouteTable): (params: UrlParams) => string {
  const route = routes[facts.id];
  if (route === undefined) throw new TypeError(`The ${facts.id} facts list no ${task} route`);
  // Most routes are fixed: answering them needs no string work per call.
  if (!route.includes("{model}")) return () => route;
  return (params) => {
    // Callers outside the client may call it bare; the peer answers that with this input error.
    if (!params) throw new InferenceClientInputError("Params are required");
    return routeWithModel(route, params.model);
  };
}

/**
 * The arguments with `model` set. Copied key by key (for-in walks V8's enum cache without allocating a
 * key list): an object spread and then extended (`{ ...args, model }`) is serialised several times
 * slower, which showed on every call.
 */
export function withModel(args: Record<string, unknown>, model: string): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const key in args) if (Object.hasOwn(args, key)) payload[key] = args[key];
  payload.model = model;
  return payload;
}

/** The default payload, the arguments with `model` set: the client recognises it and builds it in one copy. */
export const payloadWithModel = (params: BodyParams): Record<string, unknown> => withModel(params.args, params.model);

/** `url` through the caller's `urlTransform`, when there is one. */
export function withUrlTransform(params: UrlParams, url: string): string {
  return typeof params.urlTransform === "function" ? params.urlTransform(url) : url;
}

export function joinUrl(base: string, route: string): string {
  let start = 0;
  while (route.charCodeAt(start) === 47 /* / */) start++;
  return `${base}/${start ? route.slice(start) : route}`;
}

/** `Authorization: Bearer {token}` unless there is no credential; JSON content type unless binary. */
export function bearerHeaders(params: HeaderParams, isBinary: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (params.authMethod !== "none" && params.accessToken) headers.Authorization = `Bearer ${params.accessToken}`;
  if (!isBinary) headers["Content-Type"] = "application/json";
  return headers;
}

/**
 * Headers of providers whose direct API takes its key in another scheme (`Key …`, `X-Key …`, their facts'
 * `keyScheme`). Their helpers give these themselves, so that bundles without them keep only bearer headers.
 */
export function keySchemeHeaders(scheme: KeyScheme) {
  return (params: HeaderParams, isBinary: boolean): Record<string, string> => {
    const headers: Record<string, string> = {
      Authorization:
        params.authMethod === "provider-key" ? `${scheme} ${params.accessToken}` : `Bearer ${params.accessToken ?? ""}`,
    };
    if (!isBinary) headers["Content-Type"] = "application/json";
    return headers;
  };
}

/** `args` without `inputs` and `parameters`, then the parameters spread flat. */
export function flatParams(args: Record<string, unknown>): Record<string, unknown> {
  const { inputs: _inputs, parameters, ...rest } = args;
  return { ...rest, ...(isObject(parameters) ? parameters : undefined) };
}

/** Where a LoRA adapter's weights live on the Hub. */
export function loraWeightsUrl(mapping: InferenceProviderMappingEntry): string {
  return `https://huggingface.co/${mapping.hfModelId}/resolve/main/${mapping.adapterWeightsPath}`;
}

export function isLora(mapping: InferenceProviderMappingEntry | undefined): mapping is InferenceProviderMappingEntry {
  return mapping?.adapter === "lora" && typeof mapping.adapterWeightsPath === "string";
}
