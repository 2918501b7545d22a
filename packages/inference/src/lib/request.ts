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
import { type PreparedRequest, providerApiError, readJsonOrBlob, requestIdOf, requestInfo, send } from "./http";
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
}

let announcedAutoDefault = false;

/** The provider that serves the call: explicit, `auto` (first of the model's mapping), or hf-inference for endpoints. */
export async function resolveProvider(args: RequestArgs, call: Call): Promise<string> {
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
  if (provider === "auto") {
    if (!args.model) throw new InferenceClientInputError("Specifying a model is required when provider is 'auto'");
    const mappings = args.inferenceProviderMapping ?? (await fetchProviderMapping(args.model, args.accessToken, call));
    provider = mappings[0]?.provider;
    if (!provider) throw new InferenceClientInputError(`No Inference Provider available for model ${args.model}.`);
    getLogger().debug("Auto selected provider:", provider);
  }
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

/** The provider-side model id and mapping entry for this call. */
async function resolveModel(
  args: RequestArgs,
  helper: ProviderHelper,
  task: InferenceTask | undefined,
  call: Call,
): Promise<{ providerModel: string; mapping?: InferenceProviderMappingEntry }> {
  const { model, endpointUrl, accessToken, inferenceProviderMapping } = args;
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
  if (!model && !task) throw new InferenceClientInputError("No model provided, and no task has been specified.");
  const hfModel = model ?? (await defaultModelForTask(task as InferenceTask, call));
  const mappings = inferenceProviderMapping ?? (await fetchProviderMapping(hfModel, accessToken, call));
  const mapping = pickMapping(mappings, hfModel, provider, task);
  if (!mapping) {
    throw new InferenceClientInputError(
      `We have not been able to find inference provider information for model ${hfModel}.`,
    );
  }
  return { providerModel: mapping.providerId, mapping };
}

// Browsers (and their workers) set their own User-Agent, and a custom one would trigger CORS preflights.
const userAgent =
  typeof process !== "undefined" && typeof process.versions?.node === "string"
    ? `${PACKAGE_NAME}/${PACKAGE_VERSION}`
    : undefined;

/** URL, headers and body of the call, ready for `send`. */
export async function buildRequest(
  args: RequestArgs,
  helper: ProviderHelper,
  task: InferenceTask | undefined,
  call: Call,
  outputType?: OutputType,
): Promise<PreparedRequest> {
  if (args.endpointUrl && helper.provider !== "hf-inference") {
    throw new InferenceClientInputError("Cannot use endpointUrl with a third-party provider.");
  }
  const { options } = call;
  const authMethod = authMethodOf(helper, args.accessToken, options);
  const { providerModel, mapping } = await resolveModel(args, helper, task, call);
  const {
    accessToken,
    endpointUrl,
    provider: _provider,
    model: _model,
    inferenceProviderMapping: _mapping,
    ...rest
  } = args;
  const url = helper.makeUrl({ authMethod, model: endpointUrl ?? providerModel, task });
  const data = rest.data as Blob | ArrayBuffer | undefined;
  const isBinary = "data" in rest && !!data;
  const headers = helper.prepareHeaders({ accessToken, authMethod }, isBinary);
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

/** Resolves, sends and checks the call; the response is OK when this returns. */
async function open(
  args: RequestArgs,
  registry: HelperRegistry,
  task: InferenceTask | undefined,
  call: Call,
  extra: TaskCallOptions,
) {
  const provider = await resolveProvider(args, call);
  const helper = pickHelper(registry, provider, task);
  const prepared = helper.preparePayloadAsync
    ? await helper.preparePayloadAsync(args as Record<string, unknown>)
    : args;
  const request = await buildRequest(prepared as RequestArgs, helper, task, call, extra.outputType);
  const response = await send(call, request);
  if (!response.ok) {
    const chat = extra.chat ? { provider, model: String(args.model ?? args.endpointUrl) } : undefined;
    throw await providerApiError(call, request, response, { chat });
  }
  return { helper, request, response };
}

/** Runs one non-streaming task call end to end. */
export async function runTask<T>(
  args: RequestArgs,
  options: Options | undefined,
  registry: HelperRegistry,
  task: InferenceTask | undefined,
  extra: TaskCallOptions = {},
): Promise<T> {
  const opts = options ?? {};
  const call = openCall(opts, args.accessToken);
  try {
    const { helper, request, response } = await open(args, registry, task, call, extra);
    const body = await readJsonOrBlob(call, response, `${helper.provider} ${task} API`);
    if (extra.raw) return body as T;
    try {
      return (await helper.getResponse(body, request.url, request.headers, extra.outputType, call)) as T;
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
    () => openCall(options ?? {}, args.accessToken),
    async (call) => {
      const { request, response } = await open({ ...args, stream: true }, registry, task, call, extra);
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
