// Binary inputs and outputs: Blob ⇄ base64, data URLs, and fetching media a provider points to.

import type { OutputType } from "../types";
import { providerApiError } from "./api-error";
import { catchReadFailure, maxMediaBytes, readBlob } from "./body";
import { type Call, callOrDefault } from "./call";
import { assertShape, isBlob, isBufferSource, isObject, type ShapeMessage } from "./shape";
import { type PreparedRequest, send } from "./transport";

export async function base64FromBlob(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}

export function blobFromBase64(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export async function dataUrlFromBlob(blob: Blob, defaultType: string): Promise<string> {
  return `data:${blob.type || defaultType};base64,${await base64FromBlob(blob)}`;
}

/**
 * `args` with a Blob (or buffer) `inputs` moved to `field` as a data URL, of `defaultType` when the Blob names
 * none; other inputs are left as they are.
 */
export async function withInputDataUrl(
  args: Record<string, unknown>,
  field: string,
  defaultType: string,
): Promise<Record<string, unknown>> {
  const { inputs, ...rest } = args;
  const blob = toBlob(inputs);
  return blob ? { ...rest, [field]: await dataUrlFromBlob(blob, defaultType) } : args;
}

/**
 * Where a provider put its media: at a URL it returned (`failure` prefixes the error of a failed download), or
 * inline, as base64 or as the body itself.
 */
export type MediaSource = { url: string; failure?: string } | { base64: string; type: string } | { blob: Blob };

/**
 * A media answer per `outputType`: `"json"` the provider's whole answer (`{ output }`, a data URL, when the answer
 * was the media itself), `"url"` a URL (a `data:` URL for inline media, as there is no other), `"dataUrl"` a
 * `data:` URL, otherwise a Blob. Returned URLs are downloaded only when the caller asked for bytes, within
 * `maxMediaBytes`.
 */
export async function mediaOutput(
  call: Call | AbortSignal | undefined,
  source: MediaSource,
  outputType: OutputType | undefined,
  answer: unknown,
): Promise<Blob | string | Record<string, unknown>> {
  if (outputType === "json") {
    // A bare media body has no JSON of its own: its data URL stands in, as `output`.
    if (isBlob(answer)) return { output: await dataUrlFromBlob(answer, "application/octet-stream") };
    return { ...(isObject(answer) ? answer : undefined) };
  }
  if ("url" in source) {
    if (outputType === "url") return source.url;
    const blob = await fetchMedia(callOrDefault(call), source.url, source.failure);
    return outputType === "dataUrl" ? dataUrlFromBlob(blob, "application/octet-stream") : blob;
  }
  if ("base64" in source) {
    if (outputType === "url" || outputType === "dataUrl") return `data:${source.type};base64,${source.base64}`;
    return blobFromBase64(source.base64, source.type);
  }
  if (outputType === "url" || outputType === "dataUrl") return dataUrlFromBlob(source.blob, "application/octet-stream");
  return source.blob;
}

/**
 * The media at `url`, where the provider's `answer` names it, per `outputType` (see `mediaOutput`); an answer
 * without a media URL there is malformed.
 */
export function mediaAt(
  call: Call | AbortSignal | undefined,
  url: unknown,
  outputType: OutputType | undefined,
  answer: unknown,
  malformed: ShapeMessage,
  failure?: string,
): Promise<Blob | string | Record<string, unknown>> {
  assertShape(url, isMediaUrl, malformed);
  return mediaOutput(call, { url, failure }, outputType, answer);
}

/** Media URLs a provider returns must be http(s) or host-relative. */
export function isMediaUrl(value: unknown): value is string {
  return (
    typeof value === "string" && (value.startsWith("http://") || value.startsWith("https://") || value.startsWith("/"))
  );
}

/** Binary inputs arrive as Blob, ArrayBuffer or a view of one. */
export function toBlob(input: unknown): Blob | undefined {
  if (isBlob(input)) return input;
  if (isBufferSource(input)) return new Blob([input]);
  return undefined;
}

/** GET `url` (retried like any idempotent request); a non-OK answer fails with `failure`. */
export async function fetchFrom(call: Call, url: string, failure: string, headers: Record<string, string> = {}) {
  const request: PreparedRequest = { url, method: "GET", headers };
  const response = await send(call, request);
  if (!response.ok) throw await providerApiError(call, request, response, { prefix: failure });
  return response;
}

/**
 * Downloads a media URL the provider returned, as a Blob of at most `maxMediaBytes`. It is sent no
 * credential: it is the provider's word, and often another host (a CDN, a bucket).
 */
export async function fetchMedia(call: Call, url: string, failure = "Failed to fetch result"): Promise<Blob> {
  const response = await fetchFrom(call, url, failure);
  return catchReadFailure(call, url, readBlob(response, maxMediaBytes(call.options)));
}
