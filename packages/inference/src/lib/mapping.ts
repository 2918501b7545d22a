// Which provider serves a model, and under which id: the Hub's provider mapping, cached per process.
import { HF_HUB_URL, isHubToken } from "../config";
import { InferenceClientHubApiError, InferenceClientInputError } from "../errors";
import type { InferenceProviderMappingEntry, InferenceTask, RequestArgs } from "../types";
import { hubApiError, requestInfo } from "./api-error";
import { maxResponseBytes, readText } from "./body";
import type { Call } from "./call";
import { getLogger } from "./logger";
import { scrubError } from "./redact";
import { fieldOf, isObject } from "./shape";
import { type PreparedRequest, requestIdOf, send } from "./transport";

const mappingCache = new Map<string, Promise<InferenceProviderMappingEntry[]>>();
/** The loaded ones, read without a promise turn by every later call. */
const loadedMappings = new Map<string, InferenceProviderMappingEntry[]>();

/** Forgets every cached mapping (tests, or after changing a model's providers). */
export function clearProviderMappingCache(): void {
  mappingCache.clear();
  loadedMappings.clear();
}

const notFound = (modelId: string) =>
  `We have not been able to find inference provider information for model ${modelId}.`;

function hubRequest(url: string, accessToken: string | undefined): PreparedRequest {
  return {
    url,
    method: "GET",
    headers: accessToken && isHubToken(accessToken) ? { Authorization: `Bearer ${accessToken}` } : {},
  };
}

/**
 * The provider mapping of `modelId`: from the Hub on first use (a promise, shared by concurrent
 * callers), then from the cache (the array itself).
 */
export function fetchProviderMapping(
  modelId: string,
  accessToken: string | undefined,
  call: Call,
): InferenceProviderMappingEntry[] | Promise<InferenceProviderMappingEntry[]> {
  const loaded = loadedMappings.get(modelId);
  if (loaded) return loaded;
  let pending = mappingCache.get(modelId);
  if (!pending) {
    // Scrubbed here too: concurrent calls with other tokens share this lookup, and its error.
    pending = loadProviderMapping(modelId, accessToken, call).catch((error: unknown) =>
      Promise.reject(scrubError(error, accessToken)),
    );
    mappingCache.set(modelId, pending);
    pending.then(
      (mapping) => {
        if (mappingCache.get(modelId) === pending) loadedMappings.set(modelId, mapping);
      },
      () => mappingCache.delete(modelId),
    );
  }
  return pending;
}

/** The caller's mapping when the arguments carry one, else `fetchProviderMapping`'s. */
export function providerMappingOf(
  args: RequestArgs,
  modelId: string,
  call: Call,
): InferenceProviderMappingEntry[] | Promise<InferenceProviderMappingEntry[]> {
  return args.inferenceProviderMapping ?? fetchProviderMapping(modelId, args.accessToken, call);
}

function hubApiErrorOf(message: string, request: PreparedRequest, response: Response, body: unknown) {
  return new InferenceClientHubApiError(message, requestInfo(request), {
    requestId: requestIdOf(response),
    status: response.status,
    body,
  });
}

/**
 * A Hub API answer, parsed. A refusal, or an answer that is not JSON, is an `InferenceClientHubApiError` with
 * the message `failure` writes around the detail (the Hub's own message, when it sent one).
 */
async function getHubJson(
  call: Call,
  request: PreparedRequest,
  failure: (detail: string | undefined) => string,
): Promise<{ payload: unknown; response: Response }> {
  const response = await send(call, request);
  if (!response.ok) throw await hubApiError(call, request, response, failure);
  try {
    return { payload: JSON.parse(await readText(response, maxResponseBytes(call.options))), response };
  } catch {
    throw hubApiErrorOf(failure("malformed API response, invalid JSON"), request, response, undefined);
  }
}

async function loadProviderMapping(
  modelId: string,
  accessToken: string | undefined,
  call: Call,
): Promise<InferenceProviderMappingEntry[]> {
  const request = hubRequest(`${HF_HUB_URL}/api/models/${modelId}?expand[]=inferenceProviderMapping`, accessToken);
  const failure = `Failed to fetch inference provider mapping for model ${modelId}`;
  const { payload, response } = await getHubJson(call, request, (detail) =>
    detail ? `${failure}: ${detail}` : failure,
  );
  const mapping = fieldOf(payload, "inferenceProviderMapping");
  if (!isObject(mapping)) throw hubApiErrorOf(notFound(modelId), request, response, payload);
  // The entries are taken as the Hub sends them.
  if (Array.isArray(mapping)) return mapping as InferenceProviderMappingEntry[];
  // Legacy object form, keyed by provider.
  return Object.entries(mapping as Record<string, Omit<InferenceProviderMappingEntry, "provider" | "hfModelId">>).map(
    ([provider, entry]) => ({ ...entry, provider, hfModelId: modelId }),
  );
}

const SENTENCE_TRANSFORMERS_TASKS = ["feature-extraction", "sentence-similarity"];

/** Whether hf-inference runs `task` for a model mapped to `mapped`, through the task's own pipeline route. */
const hfInferenceRuns = (mapped: string, task: string) =>
  (SENTENCE_TRANSFORMERS_TASKS.includes(mapped) && SENTENCE_TRANSFORMERS_TASKS.includes(task)) ||
  // Cross-encoders tagged text-classification on the Hub also rank texts.
  (mapped === "text-classification" && task === "text-ranking");

/** The mapping entry of `provider` for `modelId`, checked against `task`. */
export function pickMapping(
  mappings: InferenceProviderMappingEntry[],
  modelId: string,
  provider: string,
  task: InferenceTask | undefined,
): InferenceProviderMappingEntry {
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
  return checkedEntry(entry, modelId, provider, task);
}

function checkedEntry(
  entry: InferenceProviderMappingEntry,
  modelId: string,
  provider: string,
  task: InferenceTask | undefined,
): InferenceProviderMappingEntry {
  if (task && entry.task !== task && !(provider === "hf-inference" && hfInferenceRuns(entry.task, task))) {
    throw new InferenceClientInputError(
      `Model ${modelId} is not supported for task ${task} and provider ${provider}. Supported task: ${entry.task}.`,
    );
  }
  if (entry.status === "staging") {
    getLogger().warn(`Model ${modelId} is in staging mode for provider ${provider}. Meant for test purposes only.`);
  }
  return entry.hfModelId ? entry : { ...entry, hfModelId: modelId };
}

/** The Hub's task list (`{ [task]: { models: [{ id }] } }`), as parsed. */
let taskModels: Promise<unknown> | undefined;

/** The Hub's default model for `task`, used when the caller names none. */
export async function defaultModelForTask(task: InferenceTask, call: Call): Promise<string> {
  if (!taskModels) {
    const request = hubRequest(`${HF_HUB_URL}/api/tasks`, undefined);
    const load = getHubJson(call, request, () => "Failed to load tasks definitions from Hugging Face Hub.").then(
      (answer) => answer.payload,
    );
    taskModels = load;
    load.catch(() => {
      taskModels = undefined;
    });
  }
  const models = fieldOf(fieldOf(await taskModels, task), "models");
  const model = Array.isArray(models) ? fieldOf(models[0], "id") : undefined;
  if (!model || typeof model !== "string")
    throw new InferenceClientInputError(
      `No default model defined for task ${task}, please define the model explicitly.`,
    );
  return model;
}
