// Fetches a model record by id from the configured Hub, in the visitor's browser, and sorts every outcome
// into a state the model page can show: a network failure, a refusal or a malformed answer never throws.
import type { ModelData } from "@inferkit/tasks";
import { isModelId, MAX_RECORD_CHARS, modelRecordFrom, modelRecordUrl } from "./model-record";
import { hubRequestInit, readTextCapped } from "./read-capped";
import { isRecord } from "./unknown-values";

/** How long a lookup may take before it counts as a network failure. */
export const LOOKUP_TIMEOUT_MS = 20_000;

export type ModelLookup =
  | { state: "ready"; model: ModelData }
  | { state: "not-found" }
  /** 401: a token is needed; 403: the token sent has no access. */
  | { state: "restricted"; status: 401 | 403 }
  /** The Hub could not be reached (offline, refused, timed out): worth a retry. */
  | { state: "offline" }
  /** The Hub answered with an error or with something that is not a model record. */
  | { state: "error"; message: string };

/** The model id of a `/models/<id>` path, or undefined when the rest of the path is no model id. */
export function modelIdFromPath(path: string): string | undefined {
  const match = /^\/models\/(.+?)\/?$/.exec(path);
  if (!match?.[1]) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return isModelId(id) ? id : undefined;
}

/** The Hub's `{"error": "..."}` message, shortened: it is shown to the visitor as text. */
function hubMessage(text: string, status: number): string {
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body) && typeof body.error === "string") return `${status}: ${body.error.slice(0, 300)}`;
  } catch {
    // Not JSON: fall through to the status alone.
  }
  return `The Hub answered with status ${status}.`;
}

export interface LookupOptions {
  hub: string;
  token?: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export async function lookUpModel(
  id: string,
  { hub, token, signal, fetch: send = fetch }: LookupOptions,
): Promise<ModelLookup> {
  let response: Response;
  let text: string | undefined;
  try {
    response = await send(modelRecordUrl(hub, id), hubRequestInit(token, signal, LOOKUP_TIMEOUT_MS));
    text = await readTextCapped(response, MAX_RECORD_CHARS);
  } catch (failure) {
    if (signal?.aborted) throw failure;
    return { state: "offline" };
  }
  if (response.status === 404) return { state: "not-found" };
  if (response.status === 401 || response.status === 403) return { state: "restricted", status: response.status };
  if (text === undefined) return { state: "error", message: "The Hub's answer is too large to show." };
  if (!response.ok) return { state: "error", message: hubMessage(text, response.status) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { state: "error", message: "The Hub's answer is not JSON." };
  }
  const model = modelRecordFrom(value);
  if (typeof model === "string") return { state: "error", message: `The Hub's record is unusable: ${model}` };
  return { state: "ready", model };
}
