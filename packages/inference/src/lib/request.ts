// From a task call's arguments and the provider's helper to the request to send: URL, headers, body.
import { HF_HEADER_X_BILL_TO, isHubToken, PACKAGE_NAME, PACKAGE_VERSION } from "../config";
import { InferenceClientInputError } from "../errors";
import type { AuthMethod, ProviderHelper } from "../providers/helper";
import type { InferenceProviderMappingEntry, InferenceTask, Options, OutputType, RequestArgs } from "../types";
import { type Call, openCall } from "./call";
import { type ModelTarget, resolveModel } from "./resolve";
import { type ClientSelection, selectionFor } from "./selection";
import { isBlob, isBufferSource, isString, oneOf } from "./shape";
import type { PreparedRequest } from "./transport";

function authMethodOf(helper: ProviderHelper, accessToken: string | undefined, options: Options): AuthMethod {
  if (!accessToken) return options.includeCredentials === "include" ? "credentials-include" : "none";
  if (!isHubToken(accessToken)) return "provider-key";
  if (helper.clientSideRoutingOnly) {
    throw new InferenceClientInputError(`Provider ${helper.provider} is closed-source and does not support HF tokens.`);
  }
  return "hf-token";
}

/** The arguments' keys that configure the client rather than the provider: never sent. */
function isClientKey(key: string): boolean {
  return (
    key === "accessToken" ||
    key === "provider" ||
    key === "model" ||
    key === "endpointUrl" ||
    key === "inferenceProviderMapping" ||
    key === "urlTransform"
  );
}

/** The arguments meant for the provider. */
function providerArgs(args: RequestArgs): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  for (const key in args) {
    if (Object.hasOwn(args, key) && !isClientKey(key)) rest[key] = args[key as keyof RequestArgs];
  }
  return rest;
}

/** The legacy `data` argument is a body sent as it is: bytes, or text. */
const isRawBody = (v: unknown): v is string | Blob | BufferSource => isString(v) || isBlob(v) || isBufferSource(v);

const isRequestCredentials = /* @__PURE__ */ oneOf(["include", "omit", "same-origin"]);

// Browsers (and their workers) set their own User-Agent, and a custom one would trigger CORS preflights.
const userAgent =
  typeof process !== "undefined" && typeof process.versions?.node === "string"
    ? `${PACKAGE_NAME}/${PACKAGE_VERSION}`
    : undefined;

/** The task's arguments as the helper sends them: the same object, or a copy when it reads a Blob first. */
export async function prepareArgs(args: RequestArgs, helper: ProviderHelper, call?: Call): Promise<RequestArgs> {
  return helper.preparePayloadAsync ? helper.preparePayloadAsync(args, call) : args;
}

/**
 * URL, headers and body of the call, ready for `send`. `args` are the task's arguments as sent, after
 * `prepareArgs`; `target` the model resolved for the provider.
 */
function assembleRequest(
  args: RequestArgs,
  helper: ProviderHelper,
  task: InferenceTask | undefined,
  call: Call,
  target: ModelTarget,
  outputType: OutputType | undefined,
): PreparedRequest {
  const { options } = call;
  const authMethod = authMethodOf(helper, args.accessToken, options);
  const mapping = typeof target === "string" ? undefined : target;
  const providerModel = mapping ? mapping.providerId : (target as string);
  const url = helper.makeUrl({
    authMethod,
    model: args.endpointUrl ?? providerModel,
    task,
    urlTransform: args.urlTransform,
  });
  const data = args.data;
  // A helper that builds its own body (a multipart form) carries any `data` in it.
  const isBinary = !helper.makeBody && !!data && isRawBody(data);
  // Neither raw bytes nor a form are JSON: fetch gives a form its content type, with the boundary.
  const headers = helper.prepareHeaders({ accessToken: args.accessToken, authMethod }, isBinary || !!helper.makeBody);
  if (options.billTo) headers[HF_HEADER_X_BILL_TO] = options.billTo;
  if (userAgent) headers["User-Agent"] = userAgent;
  const params = { args: providerArgs(args), model: providerModel, task, mapping, outputType };
  const payload = isBinary ? undefined : helper.preparePayload(params);
  const credentials = options.includeCredentials;
  return {
    url,
    method: "POST",
    headers,
    body: isBinary ? data : helper.makeBody ? helper.makeBody(params) : JSON.stringify(payload),
    payload,
    credentials: credentials === true ? "include" : isRequestCredentials(credentials) ? credentials : undefined,
    retryRule: helper.retryRule,
  };
}

/** The request of a call: its model resolved (a Hub lookup the first time), then `assembleRequest`. */
export async function buildRequest(
  args: RequestArgs,
  helper: ProviderHelper,
  task: InferenceTask | undefined,
  call: Call,
  outputType?: OutputType,
  selection?: ClientSelection,
): Promise<PreparedRequest> {
  const target = await resolveModel(args, helper, task, call, selection);
  return assembleRequest(args, helper, task, call, target, outputType);
}

type RequestOptionsSettings = Options & { task?: InferenceTask; outputType?: OutputType };
type RequestOptions = { url: string; info: RequestInit };

/**
 * The URL and fetch options a task call would use, without sending it (the peer's
 * `makeRequestOptions`, for callers who send requests themselves).
 */
export async function makeRequestOptions(
  args: RequestArgs,
  helper: ProviderHelper,
  options: RequestOptionsSettings = {},
): Promise<RequestOptions> {
  const call = callOf(args, helper, options);
  const task = options.task ?? helper.task;
  const target = await resolveModel(args, helper, task, call, selectionFor(task));
  return requestOptionsOf(args, helper, options, call, target);
}

/**
 * The same as `makeRequestOptions` for a model already resolved to its provider-side id (and mapping
 * entry, when there is one), so nothing is fetched and the answer is immediate (the peer's name and
 * argument order).
 */
export function makeRequestOptionsFromResolvedModel(
  resolvedModel: string,
  helper: ProviderHelper,
  args: RequestArgs,
  mapping: InferenceProviderMappingEntry | undefined,
  options: RequestOptionsSettings = {},
): RequestOptions {
  const call = callOf(args, helper, options);
  // The mapping entry is the target when given: helpers that read its adapter or type need it.
  return requestOptionsOf(
    args,
    helper,
    options,
    call,
    mapping ? { ...mapping, providerId: resolvedModel } : resolvedModel,
  );
}

/** The call the request is built for, once the arguments fit the helper; it never runs, so it has no timeout. */
function callOf(args: RequestArgs, helper: ProviderHelper, options: Options): Call {
  // A task call only reaches hf-inference with an endpoint; here the helper is the caller's.
  if (args.endpointUrl && helper.provider !== "hf-inference") {
    throw new InferenceClientInputError("Cannot use endpointUrl with a third-party provider.");
  }
  return openCall({ ...options, timeout: 0 }, args.accessToken);
}

function requestOptionsOf(
  args: RequestArgs,
  helper: ProviderHelper,
  options: RequestOptionsSettings,
  call: Call,
  target: ModelTarget,
): RequestOptions {
  const request = assembleRequest(args, helper, options.task ?? helper.task, call, target, options.outputType);
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
