// From a task call's arguments to a sent request and a typed output: provider and model resolution,
// URL, headers and body, sending, and reading the answer.
import { HF_HEADER_X_BILL_TO, PACKAGE_NAME, PACKAGE_VERSION } from "../config";
import {
  InferenceClientInputError,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
} from "../errors";
import type { AuthMethod, ProviderHelper } from "../providers/helper";
import {
  INFERENCE_PROVIDERS,
  type InferenceProvider,
  type InferenceProviderMappingEntry,
  type InferenceTask,
  type Options,
  type OutputType,
  type RequestArgs,
} from "../types";
import { type Call, openCall } from "./call";
import {
  afterAttempt,
  FetchFailure,
  type PreparedRequest,
  parseJson,
  providerApiError,
  readFailure,
  readJsonOrBlob,
  requestIdOf,
  requestInfo,
  send,
  sendAttempt,
} from "./http";
import { getLogger } from "./logger";
import { defaultModelForTask, fetchProviderMapping, pickMapping } from "./mapping";
import { EventStream } from "./stream";

/** The helpers able to perform one task, by provider; or a function finding one. */
export type HelperRegistry =
  | Partial<Record<InferenceProvider, ProviderHelper>>
  | ((provider: string) => ProviderHelper);

export interface TaskCallOptions {
  /** For text-to-image: a Blob (default), a URL, or the provider's JSON. */
  outputType?: OutputType;
  /** Return the provider's answer as received (JSON or Blob), without reading it into the task output. */
  raw?: boolean;
  /** Flags chat-completion calls, for the provider's error message. */
  chat?: boolean;
  /** The task's answer is JSON from every provider: it is parsed whatever its content type says. */
  json?: boolean;
}

let announcedAutoDefault = false;

const NO_OPTIONS: Options = {};

/**
 * A value now, or a promise of it when it needs a round trip (a provider mapping not cached yet):
 * the usual call, with everything cached, is prepared without a promise turn.
 */
type Eventually<T> = T | Promise<T>;

/** The provider that serves the call: explicit, `auto` (first of the model's mapping), or hf-inference for endpoints. */
export function resolveProvider(args: RequestArgs, call: Call): Eventually<string> {
  let provider: string | undefined = args.provider;
  if (args.endpointUrl) {
    if (provider) throw new InferenceClientInputError("Specifying both endpointUrl and provider is not supported.");
    return "hf-inference";
  }
  if (!provider) {
    if (!announcedAutoDefault) {
      announcedAutoDefault = true;
      getLogger().log(
        "Defaulting to 'auto' which will select the first provider available for the model, sorted by the user's order in https://hf.co/settings/inference-providers.",
      );
    }
    provider = "auto";
  }
  if (provider !== "auto") return provider;
  const model = args.model;
  if (!model) throw new InferenceClientInputError("Specifying a model is required when provider is 'auto'");
  const mappings = args.inferenceProviderMapping ?? fetchProviderMapping(model, args.accessToken, call);
  return Array.isArray(mappings) ? firstProvider(mappings, model) : mappings.then((m) => firstProvider(m, model));
}

function firstProvider(mappings: InferenceProviderMappingEntry[], model: string): string {
  const provider = mappings[0]?.provider;
  if (!provider) throw new InferenceClientInputError(`No Inference Provider available for model ${model}.`);
  getLogger().debug("Auto selected provider:", provider);
  return provider;
}

export function pickHelper(
  registry: HelperRegistry,
  provider: string,
  task: InferenceTask | undefined,
): ProviderHelper {
  if (typeof registry === "function") return registry(provider);
  if (!(INFERENCE_PROVIDERS as readonly string[]).includes(provider)) {
    throw new InferenceClientInputError(
      `Provider '${provider}' not supported. Available providers: ${INFERENCE_PROVIDERS.join(", ")}`,
    );
  }
  const helper = registry[provider as InferenceProvider];
  if (!helper) {
    throw new InferenceClientInputError(
      `Task '${task}' not supported for provider '${provider}'. Providers supporting it: ${Object.keys(registry).join(", ")}`,
    );
  }
  return helper;
}

function isUrl(value: string): boolean {
  return value.startsWith("http:") || value.startsWith("https:") || value.startsWith("/");
}

function authMethodOf(helper: ProviderHelper, accessToken: string | undefined, options: Options): AuthMethod {
  if (helper.clientSideRoutingOnly && accessToken?.startsWith("hf_")) {
    throw new InferenceClientInputError(`Provider ${helper.provider} is closed-source and does not support HF tokens.`);
  }
  if (accessToken) return accessToken.startsWith("hf_") ? "hf-token" : "provider-key";
  return options.includeCredentials === "include" ? "credentials-include" : "none";
}

interface ResolvedModel {
  /** The model id on the provider's side. */
  providerModel: string;
  mapping?: InferenceProviderMappingEntry;
}

/** The provider-side model id and mapping entry for this call. */
function resolveModel(
  args: RequestArgs,
  helper: ProviderHelper,
  task: InferenceTask | undefined,
  call: Call,
): Eventually<ResolvedModel> {
  const { model, endpointUrl } = args;
  if (model && isUrl(model))
    throw new InferenceClientInputError("Model URLs are no longer supported. Use endpointUrl instead.");
  if (endpointUrl) return { providerModel: model ?? endpointUrl };
  const provider = helper.provider;
  if (helper.clientSideRoutingOnly) {
    if (!model) throw new InferenceClientInputError(`Provider ${provider} requires a model ID to be passed directly.`);
    if (!model.startsWith(`${provider}/`)) {
      throw new InferenceClientInputError(
        `Models from ${provider} must be prefixed by "${provider}/". Got "${model}".`,
      );
    }
    const providerId = model.slice(provider.length + 1);
    return {
      providerModel: providerId,
      mapping: { provider, providerId, hfModelId: model, task: task ?? "", status: "live" },
    };
  }
  if (!model) {
    if (!task) throw new InferenceClientInputError("No model provided, and no task has been specified.");
    return resolveDefaultModel(args, provider, task, call);
  }
  const mappings = args.inferenceProviderMapping ?? fetchProviderMapping(model, args.accessToken, call);
  return Array.isArray(mappings)
    ? modelFromMappings(mappings, model, provider, task)
    : mappings.then((m) => modelFromMappings(m, model, provider, task));
}

/** Without a model: the Hub's default one for the task. */
async function resolveDefaultModel(
  args: RequestArgs,
  provider: string,
  task: InferenceTask,
  call: Call,
): Promise<ResolvedModel> {
  const hfModel = await defaultModelForTask(task, call);
  const mappings = args.inferenceProviderMapping ?? (await fetchProviderMapping(hfModel, args.accessToken, call));
  return modelFromMappings(mappings, hfModel, provider, task);
}

function modelFromMappings(
  mappings: InferenceProviderMappingEntry[],
  hfModel: string,
  provider: string,
  task: InferenceTask | undefined,
): ResolvedModel {
  const mapping = pickMapping(mappings, hfModel, provider, task);
  if (!mapping) {
    throw new InferenceClientInputError(
      `We have not been able to find inference provider information for model ${hfModel}.`,
    );
  }
  return { providerModel: mapping.providerId, mapping };
}

/** The arguments' own keys that configure the client rather than the provider: never sent. */
const CLIENT_KEYS = new Set(["accessToken", "endpointUrl", "provider", "model", "inferenceProviderMapping"]);

/** The arguments meant for the provider. */
function providerArgs(args: RequestArgs): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(args)) if (!CLIENT_KEYS.has(key)) rest[key] = args[key as keyof RequestArgs];
  return rest;
}

// Browsers (and their workers) set their own User-Agent, and a custom one would trigger CORS preflights.
const userAgent =
  typeof process !== "undefined" && typeof process.versions?.node === "string"
    ? `${PACKAGE_NAME}/${PACKAGE_VERSION}`
    : undefined;

/** URL, headers and body of the call, ready for `send`. */
export function buildRequest(
  args: RequestArgs,
  helper: ProviderHelper,
  task: InferenceTask | undefined,
  call: Call,
  outputType?: OutputType,
): Eventually<PreparedRequest> {
  if (args.endpointUrl && helper.provider !== "hf-inference") {
    throw new InferenceClientInputError("Cannot use endpointUrl with a third-party provider.");
  }
  const authMethod = authMethodOf(helper, args.accessToken, call.options);
  const resolved = resolveModel(args, helper, task, call);
  return resolved instanceof Promise
    ? resolved.then((model) => assembleRequest(args, helper, task, call, authMethod, model, outputType))
    : assembleRequest(args, helper, task, call, authMethod, resolved, outputType);
}

function assembleRequest(
  args: RequestArgs,
  helper: ProviderHelper,
  task: InferenceTask | undefined,
  call: Call,
  authMethod: AuthMethod,
  { providerModel, mapping }: ResolvedModel,
  outputType: OutputType | undefined,
): PreparedRequest {
  const { options } = call;
  const rest = providerArgs(args);
  const url = helper.makeUrl({ authMethod, model: args.endpointUrl ?? providerModel, task });
  const data = rest.data as Blob | ArrayBuffer | undefined;
  const isBinary = "data" in rest && !!data;
  const headers = helper.prepareHeaders({ accessToken: args.accessToken, authMethod }, isBinary);
  if (options.billTo) headers[HF_HEADER_X_BILL_TO] = options.billTo;
  if (userAgent) headers["User-Agent"] = userAgent;
  const payload = isBinary
    ? undefined
    : helper.preparePayload({ args: rest, model: providerModel, task, mapping, outputType });
  const credentials = options.includeCredentials;
  return {
    url,
    method: "POST",
    headers,
    body: isBinary ? data : JSON.stringify(payload),
    payload,
    credentials:
      credentials === true
        ? "include"
        : typeof credentials === "string"
          ? (credentials as RequestCredentials)
          : undefined,
    startsJob: helper.startsJob,
  };
}

/**
 * The URL and fetch options a task call would use, without sending it (the peer's
 * `makeRequestOptions`, for callers who send requests themselves).
 */
export async function makeRequestOptions(
  args: RequestArgs,
  helper: ProviderHelper,
  options: Options & { task?: InferenceTask; outputType?: OutputType } = {},
): Promise<{ url: string; info: RequestInit }> {
  const call = openCall({ ...options, timeout: 0 }, args.accessToken);
  const request = await buildRequest(args, helper, options.task ?? helper.task, call, options.outputType);
  return {
    url: request.url,
    info: {
      method: request.method,
      headers: request.headers,
      body: request.body,
      ...(request.credentials ? { credentials: request.credentials } : undefined),
      ...(options.signal ? { signal: options.signal } : undefined),
    },
  };
}

interface PreparedCall {
  helper: ProviderHelper;
  request: PreparedRequest;
}

/** The helper and the request of the call: at once when everything it needs is known or cached. */
function prepare(
  args: RequestArgs,
  registry: HelperRegistry,
  task: InferenceTask | undefined,
  call: Call,
  outputType: OutputType | undefined,
): Eventually<PreparedCall> {
  const resolving = resolveProvider(args, call);
  if (typeof resolving !== "string") {
    return resolving.then((provider) => prepareFor(provider, args, registry, task, call, outputType));
  }
  return prepareFor(resolving, args, registry, task, call, outputType);
}

function prepareFor(
  provider: string,
  args: RequestArgs,
  registry: HelperRegistry,
  task: InferenceTask | undefined,
  call: Call,
  outputType: OutputType | undefined,
): Eventually<PreparedCall> {
  const helper = pickHelper(registry, provider, task);
  if (helper.preparePayloadAsync) {
    return helper
      .preparePayloadAsync(args as Record<string, unknown>)
      .then(async (prepared) => ({ helper, request: await buildRequest(prepared, helper, task, call, outputType) }));
  }
  const building = buildRequest(args, helper, task, call, outputType);
  return building instanceof Promise
    ? building.then((request) => ({ helper, request }))
    : { helper, request: building };
}

/** The error for a non-OK final response. */
function failure(
  call: Call,
  { helper, request }: PreparedCall,
  args: RequestArgs,
  response: Response,
  extra: TaskCallOptions,
): Promise<InferenceClientProviderApiError> {
  const chat = extra.chat ? { provider: helper.provider, model: String(args.model ?? args.endpointUrl) } : undefined;
  return providerApiError(call, request, response, { chat });
}

/**
 * Runs one non-streaming task call end to end. Written as one async function that awaits fetch's and
 * the body's own promises (the first attempt is sent here, retries go through `afterAttempt`): each
 * promise layer of ours costs about a microsecond, as much as the rest of the client's work.
 */
export async function runTask<T>(
  args: RequestArgs,
  options: Options | undefined,
  registry: HelperRegistry,
  task: InferenceTask | undefined,
  extra: TaskCallOptions = {},
): Promise<T> {
  const call = openCall(options ?? NO_OPTIONS, args.accessToken);
  try {
    const preparing = prepare(args, registry, task, call, extra.outputType);
    const prepared = preparing instanceof Promise ? await preparing : preparing;
    const { helper, request } = prepared;
    let response: Response | FetchFailure;
    try {
      response = await sendAttempt(call, request, 0);
    } catch (error) {
      response = new FetchFailure(error);
    }
    if (response instanceof FetchFailure || !response.ok || call.options.onResponse) {
      response = await afterAttempt(call, request, 0, response);
      if (!response.ok) throw await failure(call, prepared, args, response, extra);
    }
    const what = `${helper.provider} ${task} API`;
    let body: unknown;
    if (extra.json) {
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw readFailure(call, response, error);
      }
      body = parseJson(text, response, what);
    } else body = await readJsonOrBlob(call, response, what);
    if (extra.raw) return body as T;
    try {
      return (
        helper.readOutput
          ? helper.readOutput(body)
          : await helper.getResponse(body, request.url, request.headers, extra.outputType, call)
      ) as T;
    } catch (error) {
      if (error instanceof InferenceClientProviderOutputError && !error.requestId)
        error.requestId = requestIdOf(response);
      throw error;
    }
  } finally {
    call.close();
  }
}

/** Runs one streaming task call: yields each event's JSON until the provider says it is done. */
export function runStream<T>(
  args: RequestArgs,
  options: Options | undefined,
  registry: HelperRegistry,
  task: InferenceTask | undefined,
  extra: TaskCallOptions = {},
): AsyncGenerator<T, undefined> {
  return new EventStream<T>(
    () => openCall(options ?? {}, args.accessToken, { abortable: true }),
    async (call) => {
      const streamArgs = { ...args, stream: true };
      const preparing = prepare(streamArgs, registry, task, call, extra.outputType);
      const prepared = preparing instanceof Promise ? await preparing : preparing;
      const { request } = prepared;
      const response = await send(call, request);
      if (!response.ok) throw await failure(call, prepared, streamArgs, response, extra);
      const type = response.headers.get("content-type") ?? "";
      if (!type.startsWith("text/event-stream")) {
        await response.body?.cancel().catch(() => undefined);
        throw new InferenceClientProviderApiError(
          `Failed to perform inference: server does not support event stream content type, it returned ${type}`,
          requestInfo(request),
          { requestId: requestIdOf(response), status: response.status, body: undefined },
        );
      }
      return { request, response };
    },
  );
}
