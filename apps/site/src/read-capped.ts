// Reading a byte stream with a cap: what a Hub file or a share link unpacks to is untrusted, so reading
// stops (and cancels the stream) as soon as it passes the cap instead of buffering everything first.

/** All bytes of `stream`, or null when there are more than `limit`. */
export async function readStreamCapped(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A response's body as text, or undefined when its declared or actual size passes `limit` bytes. */
export async function readTextCapped(response: Response, limit: number): Promise<string | undefined> {
  if (Number(response.headers.get("content-length")) > limit) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return "";
  const bytes = await readStreamCapped(response.body, limit);
  return bytes ? new TextDecoder().decode(bytes) : undefined;
}

/**
 * The request options of a Hub read from the visitor's browser: the token (if any) as a header, no
 * cookies or other credentials, and a time limit on top of the caller's signal, so a stalled Hub ends
 * in an error state instead of an endless "loading".
 */
export function hubRequestInit(
  token: string | undefined,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): RequestInit {
  const timeout = AbortSignal.timeout(timeoutMs);
  return {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    credentials: "omit",
  };
}
