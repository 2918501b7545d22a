// Binary inputs and outputs: Blob ⇄ base64, data URLs, and fetching media a provider points to.
import { providerApiError } from "./api-error";
import { catchReadFailure, maxMediaBytes, readBlob } from "./body";
import type { Call } from "./call";
import { isBlob, isBufferSource } from "./shape";
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
