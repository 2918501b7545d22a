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
