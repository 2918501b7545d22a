// Which provider serves a model, and under which id: the Hub's provider mapping, cached a while per model and token.
import { HF_HUB_URL, isHubToken } from "../config";
import { InferenceClientHubApiError, InferenceClientInputError } from "../errors";
import type { ProviderHelper } from "../providers/helper";
import type { InferenceProviderMappingEntry, InferenceTask, RequestArgs } from "../types";
import { httpError, hubApiError } from "./api-error";
import { catchReadFailure, maxResponseBytes, readText } from "./body";
import type { Call } from "./call";
import { getLogger } from "./logger";
import { scrubError } from "./redact";
import { fieldOf, isObject } from "./shape";
import { type PreparedRequest, send } from "./transport";

/**
 * Mapping lookups by model and credential, shared by concurrent and later callers. A failed lookup is
 * forgotten; a kept one expires, so a long-lived process sees providers added or dropped. Bounded: a
 * server taking model ids from its users would otherwise keep one entry per id it was ever sent.
 */
const mappings = new Map<string, { lookup: Promise<InferenceProviderMappingEntry[]>; expiresAt: number }>();
export const MAPPING_CACHE_ENTRIES = 256;
/** How long a Hub answer is kept (a mapping, the task list): a long-lived process sees the Hub change. */
export const HUB_CACHE_MS = 10 * 60 * 1000;

/** Forgets every cached mapping (tests, or after changing a model's providers). */
export function clearProviderMappingCache(): void {
  mappings.clear();
}

const notFound = (modelId: string) =>
  `We have not been able to find inference provider information for model ${modelId}.`;

/** The Hub credential a lookup is made with: answers for private models differ between tokens. */
const hubCredential = (accessToken: string | undefined) =>
  accessToken && isHubToken(accessToken) ? accessToken : undefined;

/** The provider mapping of `modelId`: from the Hub on first use, then from the cache. */
export function fetchProviderMapping(
  modelId: string,
  accessToken: string | undefined,
  call: Call,
): Promise<InferenceProviderMappingEntry[]> {
  // Calls without a Hub token (none, or a provider's key, which the Hub is not sent) share one lookup.
  const key = `${modelId}\n${hubCredential(accessToken) ?? ""}`;
  const now = Date.now();
  const cached = mappings.get(key);
  if (cached && cached.expiresAt > now) return cached.lookup;
  // Scrubbed here too: the calls with this credential, failover's included, share this lookup and its error.
  const lookup = loadProviderMapping(modelId, accessToken, call).catch((error: unknown) =>
    Promise.reject(scrubError(error, accessToken)),
  );
  // The oldest entry makes room (a Map iterates in insertion order; a renewed entry keeps its place).
  if (mappings.size >= MAPPING_CACHE_ENTRIES) mappings.delete(mappings.keys().next().value as string);
  mappings.set(key, { lookup, expiresAt: now + HUB_CACHE_MS });
  // Unless the cache was cleared or the entry renewed meanwhile.
  lookup.catch(() => {
    if (mappings.get(key)?.lookup === lookup) mappings.delete(key);
  });
  return lookup;
}

/** `use` of the model's mapping: the caller's when the arguments carry one, else `fetchProviderMapping`'s. */
export async function withProviderMapping<T, H>(
  args: RequestArgs,
  modelId: string,
  call: Call,
  use: (mappings: InferenceProviderMappingEntry[], modelId: string, helper: H, task?: InferenceTask) => T,
  helper: H,
  task?: InferenceTask,
): Promise<T> {
  return use(
    await (args.inferenceProviderMapping ?? fetchProviderMapping(modelId, args.accessToken, call)),
    modelId,
    helper,
    task,
  );
}

/**
 * A Hub API answer, parsed. A refusal, or an answer that is not JSON, is an `InferenceClientHubApiError` with
 * the message `failure` writes around the detail (the Hub's own message, when it sent one).
 */
async function getHubJson(
  call: Call,
  path: string,
  accessToken: string | undefined,
  failure: (detail: string | undefined) => string,
): Promise<{ payload: unknown; request: PreparedRequest; response: Response }> {
  // The Hub is sent only a Hub token: a provider's key is no credential there.
  const token = hubCredential(accessToken);
  const request: PreparedRequest = {
    url: `${HF_HUB_URL}/api/${path}`,
    method: "GET",
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  };
  const response = await send(call, request);
  if (!response.ok) throw await hubApiError(call, request, response, failure);
  // A read that fails (a timeout, a cut, an oversized answer) says so; only what was read whole is parsed.
  const text = await catchReadFailure(call, response, readText(response, maxResponseBytes(call.options)));
  try {
    return { payload: JSON.parse(text), request, response };
  } catch {
    throw httpError(InferenceClientHubApiError, failure("malformed API response, invalid JSON"), request, response);
  }
}

/**
 * `modelId` as a Hub API path: each segment encoded, and no `.` or `..` segment, which URLs resolve. A model id
 * may come from a stranger: as it is, `../../api/whoami-v2` or `m?x#` would send the token's lookup to another
 * Hub API, whose answer (the account's details) an error would then carry.
 */
function hubModelPath(modelId: string): string {
  const segments = modelId.split("/");
  if (segments.some((segment) => segment === "." || segment === "..")) {
    throw new InferenceClientInputError(`Model id "${modelId}" is not a Hub model id: it has a "." or ".." segment.`);
  }
  return segments.map(encodeURIComponent).join("/");
}

async function loadProviderMapping(
  modelId: string,
  accessToken: string | undefined,
  call: Call,
): Promise<InferenceProviderMappingEntry[]> {
  const failure = `Failed to fetch inference provider mapping for model ${modelId}`;
  const { payload, request, response } = await getHubJson(
    call,
    `models/${hubModelPath(modelId)}?expand[]=inferenceProviderMapping`,
    accessToken,
    (detail) => (detail ? `${failure}: ${detail}` : failure),
  );
  const mapping = fieldOf(payload, "inferenceProviderMapping");
  if (!isObject(mapping)) throw httpError(InferenceClientHubApiError, notFound(modelId), request, response, payload);
  // The entries are taken as the Hub sends them.
  if (Array.isArray(mapping)) return mapping as InferenceProviderMappingEntry[];
  // Legacy object form, keyed by provider.
  return Object.entries(mapping as Record<string, Omit<InferenceProviderMappingEntry, "provider" | "hfModelId">>).map(
    ([provider, entry]) => ({ ...entry, provider, hfModelId: modelId }),
  );
}

/** The mapping entry of the helper's provider for `modelId`, checked against `task`. */
export function pickMapping(
  mappings: InferenceProviderMappingEntry[],
  modelId: string,
  helper: ProviderHelper,
  task: InferenceTask | undefined,
): InferenceProviderMappingEntry {
  const provider = helper.provider;
  let entry: InferenceProviderMappingEntry | undefined;
  // A loop rather than `find`: no closure to allocate on every call.
  for (const candidate of mappings) {
    if (candidate.provider === provider) {
      entry = candidate;
      break;
    }
  }
  if (!entry) throw new InferenceClientInputError(notFound(modelId));
  // The usual entry needs no more than this; the rest stays out of the code inlined on every call.
  if (entry.task === task && entry.status !== "staging" && entry.hfModelId) return entry;
  return checkedEntry(entry, modelId, helper, task);
}

const MAX_TASK_CHARS = 64;

function checkedEntry(
  entry: InferenceProviderMappingEntry,
  modelId: string,
  { provider, alsoRunsModelsOf }: ProviderHelper,
  task: InferenceTask | undefined,
): InferenceProviderMappingEntry {
  // An entry without a task (a malformed Hub answer) matches no helper's other task.
  if (task && entry.task !== task && (!alsoRunsModelsOf || entry.task !== alsoRunsModelsOf)) {
    // The Hub's task, cut: a task name is short, and the answer is a stranger's.
    const supported = String(entry.task).slice(0, MAX_TASK_CHARS);
    throw new InferenceClientInputError(
      `Model ${modelId} is not supported for task ${task} and provider ${provider}. Supported task: ${supported}.`,
    );
  }
  if (entry.status === "staging") {
    getLogger().warn(`Model ${modelId} is in staging mode for provider ${provider}. Meant for test purposes only.`);
  }
  return entry.hfModelId ? entry : { ...entry, hfModelId: modelId };
}

/** Finds the model a call without one runs on (`defaultModelForTask`). */
export type DefaultModelLookup = (task: InferenceTask, call: Call) => Promise<string>;

/** The refusal of a call naming no model for a task without a default one. */
export function noDefaultModel(task: InferenceTask): InferenceClientInputError {
  return new InferenceClientInputError(
    `No default model defined for task ${task}, please define the model explicitly.`,
  );
}

/** The Hub's task list (`{ [task]: { models: [{ id }] } }`), as parsed; kept as long as a mapping. */
let taskModels: { lookup: Promise<unknown>; expiresAt: number } | undefined;

/** The Hub's default model for `task`, used when the caller names none. */
export const defaultModelForTask: DefaultModelLookup = async (task, call) => {
  const now = Date.now();
  if (!taskModels || taskModels.expiresAt <= now) {
    const lookup = getHubJson(
      call,
      "tasks",
      undefined,
      () => "Failed to load tasks definitions from Hugging Face Hub.",
    ).then((answer) => answer.payload);
    const kept = { lookup, expiresAt: now + HUB_CACHE_MS };
    taskModels = kept;
    lookup.catch(() => {
      if (taskModels === kept) taskModels = undefined;
    });
  }
  const models = fieldOf(fieldOf(await taskModels.lookup, task), "models");
  const model = Array.isArray(models) ? fieldOf(models[0], "id") : undefined;
  if (!model || typeof model !== "string") throw noDefaultModel(task);
  return model;
};
