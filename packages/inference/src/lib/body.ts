// Reading response bodies within a size limit: a declared Content-Length over the limit is refused
// before reading, and a body growing past it is cancelled as soon as it does, so a hostile or broken
// server can make the client hold at most the limit, never the whole answer. A read that fails fails
// as the call's abort reason or a NetworkError (`readFailure`).
import {
  InferenceClientProviderOutputError,
  InferenceClientResponseTooLargeError,
  type SizeLimitOption,
} from "../errors";
import type { Options } from "../types";
import type { Call } from "./call";
import { fieldOf } from "./shape";
import { networkError, requestIdOf } from "./transport";

/** Default `maxResponseBytes`: JSON and text answers. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/** Default `maxMediaBytes`: images, audio and video. */
export const DEFAULT_MAX_MEDIA_BYTES = 256 * 1024 * 1024;
/** Default `maxEventChars`: one event of a streamed answer. */
export const DEFAULT_MAX_EVENT_CHARS = 4 * 1024 * 1024;

export const maxResponseBytes = (options: Options) => options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
export const maxMediaBytes = (options: Options) => options.maxMediaBytes ?? DEFAULT_MAX_MEDIA_BYTES;

function tooLarge(response: Response, option: SizeLimitOption, limit: number): InferenceClientResponseTooLargeError {
  return new InferenceClientResponseTooLargeError(option, limit, requestIdOf(response));
}

/** Fails before reading when the server announces more than `limit` bytes. */
function refuseDeclaredLength(response: Response, limit: number, option: SizeLimitOption): void {
  const declared = response.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    response.body?.cancel().catch(() => undefined);
    throw tooLarge(response, option, limit);
  }
}

// Only ever used without `stream`, so calls never share decoding state.
const utf8 = /* @__PURE__ */ new TextDecoder();

/**
 * The body of `response` as text, as `response.text()` gives it (UTF-8, a leading BOM dropped), at
 * most `limit` bytes, or an over-limit error (`option` names the limit).
 */
export async function readText(
  response: Response,
  limit = DEFAULT_MAX_RESPONSE_BYTES,
  option: SizeLimitOption = "maxResponseBytes",
): Promise<string> {
  refuseDeclaredLength(response, limit, option);
  const { text, complete } = await readPrefix(response, limit);
  if (!complete) throw tooLarge(response, option, limit);
  return text;
}

/**
 * The first `limit` bytes of the body as text, and whether that was all of it (the rest is cancelled).
 * Read from its stream directly: Node's `text()` and `json()` spend about 6 µs per response on
 * machinery of their own (brand checks, a deferred promise, three async frames, a copy of the bytes),
 * more than everything else the client does on a call. A response without a stream (no body, or from a
 * fetch that has none) is read with its own `text()`.
 */
export async function readPrefix(response: Response, limit: number): Promise<{ text: string; complete: boolean }> {
  const stream = response.body;
  if (!stream || typeof stream.getReader !== "function") {
    const text = await response.text();
    return { text: text.slice(0, limit), complete: text.length <= limit };
  }
  const reader = stream.getReader();
  const first = await reader.read();
  if (first.done) return { text: "", complete: true };
  let next = await reader.read();
  // The usual answer comes in one chunk: decoded at once, without a streaming decoder.
  if (next.done && first.value.byteLength <= limit) return { text: utf8.decode(first.value), complete: true };
  const decoder = new TextDecoder();
  let text = "";
  let received = 0;
  let chunk = first.value;
  for (;;) {
    received += chunk.byteLength;
    if (received > limit) {
      reader.cancel().catch(() => undefined);
      // A cut through a multi-byte character leaves a replacement character: harmless in an excerpt.
      return { text: text + decoder.decode(chunk.subarray(0, chunk.byteLength - (received - limit))), complete: false };
    }
    text += decoder.decode(chunk, { stream: true });
    if (next.done) return { text: text + decoder.decode(), complete: true };
    chunk = next.value;
    next = await reader.read();
  }
}

/** The body's chunks up to `limit` bytes; `complete` is false when more followed (and was cancelled). */
async function readChunks(
  stream: ReadableStream<Uint8Array<ArrayBuffer>>,
  limit: number,
): Promise<{ chunks: Uint8Array<ArrayBuffer>[]; complete: boolean }> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = stream.getReader();
  let received = 0;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) return { chunks, complete: true };
    received += chunk.value.byteLength;
    if (received > limit) {
      chunks.push(chunk.value.subarray(0, chunk.value.byteLength - (received - limit)));
      reader.cancel().catch(() => undefined);
      return { chunks, complete: false };
    }
    chunks.push(chunk.value);
  }
}

/** The body as a Blob (typed by its Content-Type, as `response.blob()` does), at most `limit` bytes. */
export async function readBlob(response: Response, limit: number): Promise<Blob> {
  refuseDeclaredLength(response, limit, "maxMediaBytes");
  const stream = response.body;
  if (!stream || typeof stream.getReader !== "function") {
    const blob = await response.blob();
    if (blob.size > limit) throw tooLarge(response, "maxMediaBytes", limit);
    return blob;
  }
  const { chunks, complete } = await readChunks(stream, limit);
  if (!complete) throw tooLarge(response, "maxMediaBytes", limit);
  return new Blob(chunks, { type: response.headers.get("content-type") ?? "" });
}

/**
 * What a failed read of a response body becomes: the call's reason when it was aborted, a
 * NetworkError when the connection dropped. `source` is the URL read from, or the response (whose URL
 * is looked up only on failure).
 */
export function readFailure(call: Call, source: string | Response, error: unknown): unknown {
  if (call.aborted) return call.reason;
  if (error instanceof TypeError || fieldOf(error, "name") === "SocketError") {
    return networkError(error, typeof source === "string" ? source : source.url);
  }
  return error;
}

/** `work`, a read of a response body, with its failure mapped by `readFailure`. */
export function catchReadFailure<T>(call: Call, source: string | Response, work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    throw readFailure(call, source, error);
  });
}

/** Parses the text of `response`, or fails with a ProviderOutputError naming the provider's API. */
export function parseJson(text: string, response: Response, provider: string, task: string | undefined): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new InferenceClientProviderOutputError(
      `Received malformed response from ${provider} ${task} API: invalid JSON`,
      requestIdOf(response),
    );
  }
}

/** JSON when the server says so (parsed as `parseJson` does), otherwise the raw bytes as a Blob. */
export async function readJsonOrBlob(
  call: Call,
  response: Response,
  provider: string,
  task: string | undefined,
): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json"))
    return catchReadFailure(call, response, readBlob(response, maxMediaBytes(call.options)));
  const text = await catchReadFailure(call, response, readText(response, maxResponseBytes(call.options)));
  return parseJson(text, response, provider, task);
}
